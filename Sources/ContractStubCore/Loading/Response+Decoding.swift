extension OpenAPI.Response: ReferenceableObject {
    static let componentKind = ComponentKind.responses
    private static let fields: Set<String> = ["description", "headers", "content", "links"]

    init?(reading reader: ObjectReader) {
        summary = reader.string("summary")
        description = reader.string("description", required: !reader.version.isAtLeast32) ?? ""
        headers = reader.referenceMap("headers", OpenAPI.Header.self)
        HeaderNameRule.check(keysOf: "headers", reader)
        content = reader.content("content")
        links = reader.referenceMap("links", OpenAPI.Link.self)
        extensions = reader.extensions(known: Self.fields, addedIn32: ["summary"])
        specLocation = reader.location
    }
}
