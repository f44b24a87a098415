extension OpenAPI {
    /// The Path Item Object: the operations on one path template, and parameters they share.
    package struct PathItem: Sendable {
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
    }
}
