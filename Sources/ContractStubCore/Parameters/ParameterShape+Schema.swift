extension ParameterShape {
    /// The shape a parameter schema describes: `type` (a 3.1 type array counts by its first non-`null` entry),
    /// `items.type` for arrays, `properties.*.type` and `additionalProperties.type` for objects.
    ///
    /// `resolve` maps a schema that is a `$ref` to its target (the default leaves it, and its type is then
    /// `unknown`). Without `type`, `properties` implies an object and `items` an array.
    ///
    /// ```swift
    /// ParameterShape(schema: ["type": "array", "items": ["type": "integer"]])  // .array(.integer)
    /// ```
    init(schema: JSONValue, resolve: (JSONValue) -> JSONValue = { $0 }) {
        let schema = resolve(schema)
        switch Self.typeName(of: schema) {
        case "array":
            self = .array(Self.scalarType(of: schema["items"].map(resolve)))
        case "object":
            var properties: [String: ScalarType] = [:]
            for (key, property) in schema["properties"]?.objectValue ?? JSONObject() {
                properties[key] = Self.scalarType(of: resolve(property))
            }
            self = .object(properties: properties, additional: Self.scalarType(of: schema["additionalProperties"].map(resolve)))
        default:
            self = .primitive(Self.scalarType(of: schema))
        }
    }

    private static func typeName(of schema: JSONValue) -> String? {
        switch schema["type"] {
        case .string(let name): return name
        case .array(let names): return names.lazy.compactMap(\.stringValue).first { $0 != "null" }
        default:
            if schema["properties"] != nil { return "object" }
            if schema["items"] != nil { return "array" }
            return nil
        }
    }

    private static func scalarType(of schema: JSONValue?) -> ScalarType {
        guard let schema, let name = typeName(of: schema) else { return .unknown }
        return ScalarType(rawValue: name) ?? .unknown
    }
}
