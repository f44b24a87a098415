extension OpenAPI.Header: ReferenceableObject {
    static let componentKind = ComponentKind.headers
    /// Its fields, and a Parameter Object's that do not apply to a header: `init(reading:)` reports those itself
    /// (`name` and `in`, and through ``QueryOnlyFieldsRule``), not as unknown fields.
    private static let fields = FixedFields([
        "description", "required", "deprecated", "style", "explode", "schema", "content", "example", "examples",
        "name", "in", "allowReserved", "allowEmptyValue",
    ])

    convenience init?(reading reader: ObjectReader) {
        let description = reader.string("description")
        let required = reader.bool("required") ?? false
        let deprecated = reader.bool("deprecated") ?? false
        if let style = reader.string("style"), style != "simple" {
            reader.report(.error, .specParameterStyle, "a Header Object's style must be 'simple'; found '\(style)'", at: "style")
        }
        let explode = reader.bool("explode") ?? false
        let schema = reader.schema("schema")
        let content = reader.content("content")
        let example = reader.value("example")
        let examples = reader.referenceMap("examples", OpenAPI.Example.self)
        for name in ["name", "in"] where reader.object[name] != nil {
            reader.report(.error, .specHeaderField, "a Header Object takes its name from its key; '\(name)' is not allowed", at: name)
        }
        SchemaOrContentRule.check(reader, hasSchema: reader.object["schema"] != nil, content: reader.object["content"])
        ExampleOrExamplesRule.check(reader)
        if !reader.version.isAtLeast31 {
            // The 3.0 schema lists both on headers as booleans; only their type is checked, the model has no use for them.
            _ = reader.bool("allowReserved")
            _ = reader.bool("allowEmptyValue")
        }
        QueryOnlyFieldsRule.check(reader, "a Header Object is not one")
        let extensions = reader.extensions(known: Self.fields)
        let specLocation = reader.location
        self.init(
            description: description, required: required, deprecated: deprecated, explode: explode, schema: schema, content: content,
            example: example, examples: examples, extensions: extensions, specLocation: specLocation)
    }
}
