/// Form fields (form and multipart bodies, a form-encoded `querystring` parameter) arrive as text: each is turned into
/// the type its schema property declares (`"2"` → `2` for an integer, one value → a one-element array for an array).
enum FormFields {
    /// The shapes of a form schema's properties, by name.
    static func shapes(of schema: OpenAPI.SchemaObject?, _ documents: SpecDocuments) -> [String: ParameterShape] {
        guard let schema else { return [:] }
        let base = schema.specLocation.documentURL
        let resolved = documents.resolve(schema.json, in: base)
        var shapes: [String: ParameterShape] = [:]
        for (name, property) in resolved["properties"]?.objectValue ?? JSONObject() {
            shapes[name] = ParameterShape(schema: property) { documents.resolve($0, in: base) }
        }
        return shapes
    }

    /// `instance` (an object of fields) with each field coerced to its shape.
    static func coerce(_ instance: JSONValue, shapes: [String: ParameterShape]) -> JSONValue {
        guard !shapes.isEmpty, let object = instance.objectValue else { return instance }
        var coerced = JSONObject()
        for (name, value) in object {
            switch (shapes[name], value) {
            case (.primitive(let type)?, .string(let text)):
                coerced[name] = type.coerce(text)
            case (.array(let type)?, .string(let text)):
                coerced[name] = .array([type.coerce(text)])
            case (.array(let type)?, .array(let items)):
                coerced[name] = .array(items.map { item in item.stringValue.map(type.coerce) ?? item })
            default:
                coerced[name] = value
            }
        }
        return .object(coerced)
    }
}
