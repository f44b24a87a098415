extension OpenAPI.Response: ReferenceableObject {
    static let componentKind = ComponentKind.responses
    private static let fields = FixedFields(["description", "headers", "content", "links"], addedIn32: ["summary"])

    convenience init?(reading reader: ObjectReader) {
        let summary = reader.string("summary")
        let description = reader.string("description", required: !reader.version.isAtLeast32) ?? ""
        let headers = reader.referenceMap("headers", OpenAPI.Header.self)
        HeaderNameRule.check(keysOf: "headers", reader)
        let content = reader.content("content")
        let links = reader.referenceMap("links", OpenAPI.Link.self)
        let extensions = reader.extensions(known: Self.fields)
        let specLocation = reader.location
        self.init(
            summary: summary, description: description, headers: headers, content: content, links: links, extensions: extensions,
            specLocation: specLocation)
    }
}
