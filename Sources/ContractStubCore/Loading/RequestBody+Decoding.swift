extension OpenAPI.RequestBody: ReferenceableObject {
    static let componentKind = ComponentKind.requestBodies
    private static let fields = FixedFields(["description", "content", "required"])

    convenience init?(reading reader: ObjectReader) {
        let description = reader.string("description")
        let content = reader.content("content", required: true)
        let required = reader.bool("required") ?? false
        let extensions = reader.extensions(known: Self.fields)
        let specLocation = reader.location
        self.init(description: description, content: content, required: required, extensions: extensions, specLocation: specLocation)
    }
}
