extension OpenAPI.RequestBody: ReferenceableObject {
    static let componentKind = ComponentKind.requestBodies
    private static let fields: Set<String> = ["description", "content", "required"]

    init?(reading reader: ObjectReader) {
        description = reader.string("description")
        content = reader.content("content", required: true)
        required = reader.bool("required") ?? false
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
