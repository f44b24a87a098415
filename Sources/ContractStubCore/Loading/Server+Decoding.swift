extension OpenAPI.Server: SpecObjectDecodable {
    static let objectName = "Server Object"
    private static let fields = FixedFields(["url", "description", "variables"], addedIn32: ["name"])

    init?(reading reader: ObjectReader) {
        guard let url = reader.string("url", required: true) else { return nil }
        self.url = url
        name = reader.string("name")
        description = reader.string("description")
        variables = reader.map("variables", OpenAPI.ServerVariable.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}

extension OpenAPI.ServerVariable: SpecObjectDecodable {
    static let objectName = "Server Variable Object"
    private static let fields = FixedFields(["enum", "default", "description"])

    init?(reading reader: ObjectReader) {
        enumValues = reader.strings("enum")
        defaultValue = reader.string("default", required: true) ?? ""
        description = reader.string("description")
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
