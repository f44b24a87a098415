import Foundation

/// A schema with its `allOf` members and `$ref` targets flattened into one list of parts: everything an instance
/// must satisfy at once. Queries combine the parts (types intersect, bounds tighten, `required` unites).
struct SchemaConstraints {
    /// The flattened parts.
    var parts: [OpenAPI.SchemaObject] = []
    /// A part is `false` or a `$ref` could not be resolved.
    var isUnsatisfiable = false
    /// A `$ref` could not be followed (anchors, unknown documents).
    var unresolvedReference: String?

    /// Every part of the first non-`allOf`-branch `oneOf`/`anyOf` not yet chosen, with its index in `parts`.
    func firstAlternatives(excluding chosen: Set<Int>) -> (index: Int, keyword: String, branches: [OpenAPI.SchemaObject])? {
        for (index, part) in parts.enumerated() where !chosen.contains(index) {
            for keyword in ["oneOf", "anyOf"] where !part.children(keyword).isEmpty {
                return (index, keyword, part.children(keyword))
            }
        }
        return nil
    }

    /// The JSON types every part allows, in the order the first typed part lists them; `nil` when no part says.
    func allowedTypes(dialect: SchemaDialect) -> [String]? {
        var result: [String]?
        for part in parts {
            var types: [String]
            switch part.json["type"] {
            case .string(let name)?: types = [name]
            case .array(let names)?: types = names.compactMap(\.stringValue)
            default: continue
            }
            if dialect == .openAPI30, part.flag("nullable") { types.append("null") }
            if types.contains("number") && !types.contains("integer") { types.append("integer") }
            result = result.map { current in current.filter { types.contains($0) } } ?? types
        }
        if dialect == .openAPI30, let types = result, types.contains("null"),
            parts.contains(where: { $0.json["type"] != nil && !$0.flag("nullable") })
        {
            result = types.filter { $0 != "null" }
        }
        return result
    }

    /// Whether OpenAPI 3.0 `nullable: true` makes `null` acceptable (every typed part must allow it).
    func acceptsNull(dialect: SchemaDialect) -> Bool {
        if dialect == .openAPI30 {
            return parts.contains { $0.flag("nullable") } && parts.allSatisfy { $0.flag("nullable") || $0.json["type"] == nil }
        }
        return allowedTypes(dialect: dialect)?.contains("null") ?? false
    }

    /// The first value of `key` among the parts.
    func first(_ key: String) -> JSONValue? {
        for part in parts { if let value = part.json[key] { return value } }
        return nil
    }

    /// Every part's value of `key`.
    func all(_ key: String) -> [JSONValue] {
        parts.compactMap { $0.json[key] }
    }

    /// The largest numeric value of `key` (for lower bounds).
    func largest(_ key: String) -> JSONNumber? {
        all(key).compactMap(\.numberValue).max()
    }

    /// The smallest numeric value of `key` (for upper bounds).
    func smallest(_ key: String) -> JSONNumber? {
        all(key).compactMap(\.numberValue).min()
    }

    /// Whether any part sets `key` to `true`.
    func anyFlag(_ key: String) -> Bool {
        parts.contains { $0.flag(key) }
    }

    /// The required property names of every part, in order, without repeats.
    var required: [String] {
        var seen: Set<String> = []
        return all("required").flatMap { $0.arrayValue ?? [] }.compactMap(\.stringValue).filter { seen.insert($0).inserted }
    }

    /// The property names declared by any part, in order, without repeats.
    var propertyNames: [String] {
        var seen: Set<String> = []
        return all("properties").flatMap { $0.objectValue?.keys ?? [] }.filter { seen.insert($0).inserted }
    }

    /// The schemas given for property `name` by the parts that declare it.
    func propertySchemas(_ name: String) -> [OpenAPI.SchemaObject] {
        parts.compactMap { $0.child("properties", name) }
    }

    /// The `additionalProperties` schemas (and whether some part forbids additional properties).
    var additionalProperties: (schemas: [OpenAPI.SchemaObject], forbidden: Bool) {
        var schemas: [OpenAPI.SchemaObject] = []
        var forbidden = false
        for part in parts {
            guard let node = part.child("additionalProperties") else { continue }
            if node.json == .bool(false) { forbidden = true } else { schemas.append(node) }
        }
        return (schemas, forbidden)
    }
}
