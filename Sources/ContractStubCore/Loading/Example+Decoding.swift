extension OpenAPI.Example: ReferenceableObject {
    static let componentKind = ComponentKind.examples
    private static let fields: Set<String> = ["summary", "description", "value", "externalValue"]

    init?(reading reader: ObjectReader) {
        summary = reader.string("summary")
        description = reader.string("description")
        value = reader.value("value")
        externalValue = reader.string("externalValue")
        if value != nil, externalValue != nil {
            reader.report(.error, .specExampleExclusive, "an Example Object has either 'value' or 'externalValue'; found both")
        }
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
