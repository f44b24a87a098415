extension OpenAPI.Header: ReferenceableObject {
    static let componentKind = ComponentKind.headers
    private static let fields: Set<String> = [
        "description", "required", "deprecated", "style", "explode", "schema", "content", "example", "examples",
    ]

    init?(reading reader: ObjectReader) {
        description = reader.string("description")
        required = reader.bool("required") ?? false
        deprecated = reader.bool("deprecated") ?? false
        if let style = reader.string("style"), style != "simple" {
            reader.report(.error, .specParameterStyle, "a Header Object's style must be 'simple'; found '\(style)'", at: "style")
        }
        explode = reader.bool("explode") ?? false
        schema = reader.schema("schema")
        content = reader.content("content")
        example = reader.value("example")
        examples = reader.referenceMap("examples", OpenAPI.Example.self)
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
        extensions = reader.extensions(known: Self.fields.union(["name", "in", "allowReserved", "allowEmptyValue"]))
        specLocation = reader.location
    }
}
