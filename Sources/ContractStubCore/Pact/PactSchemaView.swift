import Foundation

/// What a spec schema says about the places of a pact body, read from the schema as written (when checking pacts,
/// and when writing them): every alternative a value may take (`$ref` targets, `allOf` members, `oneOf`/`anyOf`
/// branches) counts, so a property is declared when any of them declares it.
package struct PactSchemaView: Sendable {
    let references: SchemaReferenceFollower

    /// A view through `references`.
    package init(references: SchemaReferenceFollower) {
        self.references = references
    }

    /// `schema` and every schema it brings in through `$ref`, `allOf`, `oneOf` and `anyOf` (each once).
    package func parts(of schemas: [OpenAPI.SchemaObject]) -> [OpenAPI.SchemaObject] {
        var result: [OpenAPI.SchemaObject] = []
        var seen: Set<SpecLocation> = []
        var pending = schemas
        while let schema = pending.popLast(), result.count < 1_000 {
            let end = references.resolve(schema).end
            guard seen.insert(end.specLocation).inserted, case .object = end.json else { continue }
            result.append(end)
            for keyword in ["allOf", "oneOf", "anyOf"] { pending += end.children(keyword).reversed() }
        }
        return result
    }

    /// Whether any part declares objects' members (`properties`, `patternProperties`, `additionalProperties`,
    /// `unevaluatedProperties`); when none does, the object is free-form and no member is called undeclared.
    package func declaresMembers(_ parts: [OpenAPI.SchemaObject]) -> Bool {
        parts.contains { part in
            ["properties", "patternProperties", "additionalProperties", "unevaluatedProperties"].contains { part.json[$0] != nil }
        }
    }

    /// The schemas a member `name` is declared with, `nil` when no part declares it: by `properties`, a matching
    /// `patternProperties` pattern, or an `additionalProperties` / `unevaluatedProperties` other than `false`.
    package func member(_ name: String, in parts: [OpenAPI.SchemaObject]) -> [OpenAPI.SchemaObject]? {
        var found: [OpenAPI.SchemaObject]?
        for part in parts {
            if let property = part.child("properties", name) { found = (found ?? []) + [property] }
            for (pattern, _) in part.json["patternProperties"]?.objectValue ?? JSONObject()
            where (try? NSRegularExpression(pattern: pattern))?.firstMatch(
                in: name, range: NSRange(name.startIndex..., in: name)) != nil
            {
                if let child = part.child("patternProperties", pattern) { found = (found ?? []) + [child] }
            }
            for keyword in ["additionalProperties", "unevaluatedProperties"] {
                guard let rest = part.child(keyword), rest.json != .bool(false) else { continue }
                found = (found ?? []) + [rest]
            }
        }
        return found
    }

    /// The schemas the item at `index` of an array is declared with: `prefixItems`, array-form `items`, `items`.
    package func item(_ index: Int, in parts: [OpenAPI.SchemaObject]) -> [OpenAPI.SchemaObject] {
        parts.flatMap { part -> [OpenAPI.SchemaObject] in
            let prefix = part.children("prefixItems") + (part.json["items"]?.arrayValue != nil ? part.children("items") : [])
            if index < prefix.count { return [prefix[index]] }
            if let items = part.child("items"), items.json.arrayValue == nil { return [items] }
            return part.child("additionalItems").map { [$0] } ?? []
        }
    }

    /// The JSON types the parts allow (`number` includes `integer`); `nil` when no part says.
    package func types(_ parts: [OpenAPI.SchemaObject]) -> Set<String>? {
        var result: Set<String>?
        for part in parts {
            switch part.json["type"] {
            case .string(let name)?: result = (result ?? []).union([name])
            case .array(let names)?: result = (result ?? []).union(names.compactMap(\.stringValue))
            default: continue
            }
        }
        return result
    }

    /// The `format`s the parts give.
    package func formats(_ parts: [OpenAPI.SchemaObject]) -> Set<String> {
        Set(parts.compactMap { $0.json["format"]?.stringValue })
    }

    /// The tightest `minItems` and `maxItems` of the parts (`nil`: no bound).
    package func itemBounds(_ parts: [OpenAPI.SchemaObject]) -> (min: Int?, max: Int?) {
        let mins = parts.compactMap { $0.json["minItems"]?.numberValue?.int64Value }.map(Int.init)
        let maxes = parts.compactMap { $0.json["maxItems"]?.numberValue?.int64Value }.map(Int.init)
        return (mins.max(), maxes.min())
    }
}
