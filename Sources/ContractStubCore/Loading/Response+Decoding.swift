extension OpenAPI.Response: ReferenceableObject {
    static let componentKind = ComponentKind.responses
    private static let fields: Set<String> = ["description", "headers", "content", "links"]

    init?(reading reader: ObjectReader) {
        description = reader.string("description", required: true) ?? ""
        headers = reader.referenceMap("headers", OpenAPI.Header.self)
        content = reader.map("content", OpenAPI.MediaType.self)
        links = reader.referenceMap("links", OpenAPI.Link.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
