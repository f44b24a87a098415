extension OpenAPI {
    /// The Path Item Object: the operations on one path template, and parameters they share.
    public struct PathItem: Sendable {
        /// A summary for every operation.
        public let summary: String?
        /// A description for every operation.
        public let description: String?
        /// The operations, in the spec's method order (get, put, post, delete, options, head, patch, trace).
        public let operations: [(method: HTTPMethod, operation: Operation)]
        /// Servers for this path, overriding the document's.
        public let servers: [Server]
        /// Parameters shared by every operation; an operation's own parameter with the same name and location wins.
        public let parameters: [ReferenceOr<Parameter>]
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation

        /// The operation for `method`, if the path has one.
        public func operation(for method: HTTPMethod) -> Operation? {
            operations.first { $0.method == method }?.operation
        }
    }
}

extension OpenAPI.PathItem: ReferenceableObject {
    static let componentKind = ComponentKind.pathItems
    private static let fields: Set<String> = Set(HTTPMethod.allCases.map(\.rawValue)).union([
        "summary", "description", "servers", "parameters",
    ])

    init?(reading reader: ObjectReader) {
        summary = reader.string("summary")
        description = reader.string("description")
        var operations: [(method: HTTPMethod, operation: OpenAPI.Operation)] = []
        for method in HTTPMethod.allCases {
            if let operation = reader.child(method.rawValue, OpenAPI.Operation.self) {
                operations.append((method: method, operation: operation))
            }
        }
        self.operations = operations
        servers = reader.array("servers", OpenAPI.Server.self)
        parameters = reader.referenceArray("parameters", OpenAPI.Parameter.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
