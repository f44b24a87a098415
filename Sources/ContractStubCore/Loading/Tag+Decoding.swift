extension OpenAPI.Tag: SpecObjectDecodable {
    static let objectName = "Tag Object"
    private static let fields = FixedFields(["name", "description", "externalDocs"], addedIn32: ["summary", "parent", "kind"])

    init?(reading reader: ObjectReader) {
        guard let name = reader.string("name", required: true) else { return nil }
        self.name = name
        summary = reader.string("summary")
        description = reader.string("description")
        externalDocs = reader.child("externalDocs", OpenAPI.ExternalDocumentation.self)
        parent = reader.string("parent")
        kind = reader.string("kind")
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}

extension OpenAPI.ExternalDocumentation: SpecObjectDecodable {
    static let objectName = "External Documentation Object"
    private static let fields = FixedFields(["description", "url"])

    init?(reading reader: ObjectReader) {
        description = reader.string("description")
        url = reader.string("url", required: true) ?? ""
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
