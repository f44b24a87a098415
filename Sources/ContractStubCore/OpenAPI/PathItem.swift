extension OpenAPI {
    /// The Path Item Object: the operations on one path template, and parameters they share.
    ///
    /// A class, not a struct: it is copied wherever operations are walked, and a copy of the struct retained each of
    /// its references; a copy of the class retains one (issue 37). It is never changed after it is read.
    package final class PathItem: Sendable {
        /// A summary for every operation.
        package let summary: String?
        /// A description for every operation.
        package let description: String?
        /// One operation of the path and its method.
        package struct OperationEntry: Sendable {
            /// The HTTP method.
            package let method: HTTPMethod
            /// The operation on that method.
            package let operation: Operation
        }

        /// The operations, in the spec's method order (get, put, post, delete, options, head, patch, trace, query), then
        /// those of `additionalOperations` (OpenAPI 3.2) in document order.
        ///
        /// ```swift
        /// for entry in item.operations { print(entry.method, entry.operation.operationId ?? "-") }
        /// ```
        package let operations: [OperationEntry]
        /// Servers for this path, overriding the document's.
        package let servers: [Server]
        /// Parameters shared by every operation; an operation's own parameter with the same name and location wins.
        package let parameters: [ReferenceOr<Parameter>]
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation

        /// The operation for `method`, if the path has one.
        package func operation(for method: HTTPMethod) -> Operation? {
            operations.first { $0.method == method }?.operation
        }

        /// One with these fields (``init(reading:)`` reads one from a spec).
        init(
            summary: String?, description: String?, operations: [OperationEntry], servers: [Server], parameters: [ReferenceOr<Parameter>],
            extensions: [String: JSONValue], specLocation: SpecLocation
        ) {
            self.summary = summary
            self.description = description
            self.operations = operations
            self.servers = servers
            self.parameters = parameters
            self.extensions = extensions
            self.specLocation = specLocation
        }
    }
}
