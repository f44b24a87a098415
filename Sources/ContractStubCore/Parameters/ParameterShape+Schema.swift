extension ParameterShape {
    /// The shape a parameter schema describes, from the types it allows: `type` (a 3.1 type array), and the branches
    /// of `anyOf`/`oneOf`/`allOf`, each read the same way (so `{anyOf: [{type: integer}, {type: null}]}` is an
    /// integer that may be `null`). `items` gives an array's item types, `properties` and `additionalProperties` an
    /// object's member types. A schema that allows a scalar type is a primitive; otherwise one that allows arrays is
    /// an array, then one that allows objects an object.
    ///
    /// `resolve` maps a schema that is a `$ref` to its target (the default leaves it, and its type is then
    /// `unknown`). Without `type`, `properties` implies an object and `items` an array.
    ///
    /// ```swift
    /// ParameterShape(schema: ["type": "array", "items": ["type": "integer"]])  // .array(.integer)
    /// ```
    init(schema: JSONValue, resolve: (JSONValue) -> JSONValue = { $0 }) {
        let allowed = Self.allowed(by: schema, resolve: resolve)
        if allowed.scalars.isDisjoint(with: [.integer, .number, .boolean, .string]), let array = allowed.arrays.first {
            self = .array(Self.allowed(by: array["items"], resolve: resolve).scalars)
        } else if allowed.scalars.isDisjoint(with: [.integer, .number, .boolean, .string]), let object = allowed.objects.first {
            var properties: [String: ScalarType] = [:]
            for (key, property) in object["properties"]?.objectValue ?? JSONObject() {
                properties[key] = Self.allowed(by: property, resolve: resolve).scalars
            }
            self = .object(properties: properties, additional: Self.allowed(by: object["additionalProperties"], resolve: resolve).scalars)
        } else {
            self = .primitive(allowed.scalars)
        }
    }

    /// What `schema` allows: its scalar types, and the (resolved) schemas that allow arrays and objects.
    private struct Allowed {
        var scalars: ScalarType = []
        var arrays: [JSONValue] = []
        var objects: [JSONValue] = []
    }

    /// The types `schema` allows, its `anyOf`/`oneOf`/`allOf` branches included (to a depth of 8, for `$ref` loops).
    private static func allowed(by schema: JSONValue?, resolve: (JSONValue) -> JSONValue, depth: Int = 0) -> Allowed {
        var allowed = Allowed()
        guard let unresolved = schema, depth < 8 else { return allowed }
        let schema = resolve(unresolved)
        var names: [String] = []
        switch schema["type"] {
        case .string(let name): names = [name]
        case .array(let list): names = list.compactMap(\.stringValue)
        default:
            if schema["properties"] != nil { names = ["object"] } else if schema["items"] != nil { names = ["array"] }
        }
        for name in names {
            switch name {
            case "array": allowed.arrays.append(schema)
            case "object": allowed.objects.append(schema)
            default: if let type = ScalarType(named: name) { allowed.scalars.insert(type) }
            }
        }
        for keyword in ["anyOf", "oneOf", "allOf"] {
            for branch in schema[keyword]?.arrayValue ?? [] {
                let inner = Self.allowed(by: branch, resolve: resolve, depth: depth + 1)
                allowed.scalars.formUnion(inner.scalars)
                allowed.arrays += inner.arrays
                allowed.objects += inner.objects
            }
        }
        return allowed
    }
}
