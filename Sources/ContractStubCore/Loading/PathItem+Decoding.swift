extension OpenAPI.PathItem: ReferenceableObject {
    static let componentKind = ComponentKind.pathItems
    private static let fields: Set<String> = Set(HTTPMethod.allCases.map(\.rawValue)).union([
        "summary", "description", "servers", "parameters",
    ])

    init?(reading reader: ObjectReader) {
        summary = reader.string("summary")
        description = reader.string("description")
        var operations: [OpenAPI.PathItem.OperationEntry] = []
        for method in HTTPMethod.allCases {
            if let operation = reader.child(method.rawValue, OpenAPI.Operation.self) {
                operations.append(OpenAPI.PathItem.OperationEntry(method: method, operation: operation))
            }
        }
        self.operations = operations
        servers = reader.array("servers", OpenAPI.Server.self)
        parameters = reader.referenceArray("parameters", OpenAPI.Parameter.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
