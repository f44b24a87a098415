import ContractStubCore

/// A schema as the diff compares it: `$ref`s followed and `allOf` members merged into one set of
/// types, properties, required names and constraint keywords.
///
/// The merge is an approximation meant for comparison: for a keyword set by several members the first one wins.
/// A class: ``SchemaResolver`` makes one per resolved location and every comparison of every operation shares it.
final class SchemaView {
    /// The schema (after following its `$ref`).
    let schema: OpenAPI.SchemaObject
    /// Where the schema is (after following its `$ref`).
    let location: SpecLocation
    /// The allowed JSON types without `null`; `nil` when any type is allowed.
    private(set) var types: Set<String>?
    /// Whether `null` is allowed (OpenAPI 3.0 `nullable`, or `"null"` in a 3.1 type array).
    private(set) var nullable = false
    /// Constraint and annotation keywords (`format`, `enum`, `minimum`, `readOnly`, `not`, `if`, …) with where each was found.
    private(set) var keywords: [String: (value: JSONValue, location: SpecLocation)] = [:]
    /// The properties, in document order, merged over `allOf`.
    private(set) var properties: [(name: String, schema: OpenAPI.SchemaObject)] = []
    /// The index in ``properties`` of each name.
    private var propertyIndex: [String: Int] = [:]
    /// The required property names.
    private(set) var required: Set<String> = []
    /// Where the (first) `required` array is.
    private(set) var requiredLocation: SpecLocation?
    /// Where the (first) `properties` object is.
    private(set) var propertiesLocation: SpecLocation?
    /// The `items` schema.
    private(set) var items: OpenAPI.SchemaObject?
    /// `oneOf` or `anyOf` members (of the first schema that has them).
    private(set) var alternatives: [OpenAPI.SchemaObject] = []
    /// Where the `oneOf` or `anyOf` array of ``alternatives`` is; its last token names the keyword.
    private(set) var alternativesLocation: SpecLocation?
    /// Whether `not`, `if`, `then` or `else` is set (``ConditionChange`` has nothing to compare otherwise).
    private(set) var hasCondition = false
    /// The schema's own `allOf` members (not those of members), each as its `$ref` or, inline, its JSON.
    private(set) var allOfMembers: [JSONValue] = []
    /// Where the schema's own `allOf` array is.
    private(set) var allOfLocation: SpecLocation?

    private static let keywordNames: Set<String> = [
        "format", "enum", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength",
        "maxLength", "pattern", "minItems", "maxItems", "uniqueItems", "minProperties", "maxProperties",
        "additionalProperties", "readOnly", "writeOnly", "not", "if", "then", "else", "const", "contains", "minContains",
        "maxContains", "prefixItems", "patternProperties", "propertyNames", "dependentRequired", "dependentSchemas",
        "unevaluatedProperties", "unevaluatedItems", "contentMediaType", "contentEncoding", "contentSchema", "default",
        "x-extensible-enum", "deprecated", "x-sunset", "x-stability-level",
    ]

    private static let conditionKeywords: Set<String> = ["not", "if", "then", "else"]

    /// The merged view of `schema`, resolved with `resolver`; use ``SchemaResolver/view(of:)``, which remembers views.
    init(_ schema: OpenAPI.SchemaObject, resolver: SchemaResolver) {
        let resolved = resolver.resolve(schema)
        self.schema = resolved
        location = resolved.specLocation
        var visited: Set<SpecLocation> = []
        merge(resolved, resolver: resolver, visited: &visited)
    }

    /// The keyword's value, if set.
    func value(_ keyword: String) -> JSONValue? { keywords.isEmpty ? nil : keywords[keyword]?.value }

    /// Where the keyword is, else where the schema is.
    func location(of keyword: String) -> SpecLocation { keywords[keyword]?.location ?? location }

    /// The property `name`, if declared.
    func property(_ name: String) -> OpenAPI.SchemaObject? { propertyIndex[name].map { properties[$0].schema } }

    /// The index in ``properties`` of the property `name`, if declared.
    func propertyOffset(_ name: String) -> Int? { propertyIndex[name] }

    /// How deprecated the schema is (`deprecated`, `x-sunset`, `x-stability-level`), read once.
    private(set) lazy var lifecycle = Lifecycle(self)

    /// Whether the keyword is `true`.
    func flag(_ keyword: String) -> Bool { value(keyword)?.boolValue == true }

    /// The number a bound keyword sets, or `nil` when it sets none: absent, or a length or count of at least 0
    /// (`minLength`, `minItems`, `minProperties`), which every value meets; converters drop or add those freely.
    func bound(_ keyword: String) -> JSONNumber? {
        guard let number = value(keyword)?.numberValue else { return nil }
        return Self.vacuousAtZero.contains(keyword) && number == JSONNumber(0) ? nil : number
    }

    private static let vacuousAtZero: Set = ["minLength", "minItems", "minProperties"]

    /// The subschema written at `keyword`, unless it allows everything (absent, `true` or `{}`).
    func subschema(_ keyword: String) -> OpenAPI.SchemaObject? {
        guard let value = value(keyword), value != .bool(true), value.objectValue?.isEmpty != true else { return nil }
        return OpenAPI.SchemaObject(json: value, specLocation: location(of: keyword))
    }

    /// The subschemas of a keyword whose value maps names to schemas (`patternProperties`, `dependentSchemas`).
    func subschemas(_ keyword: String) -> [(name: String, schema: OpenAPI.SchemaObject)] {
        guard let members = value(keyword)?.objectValue else { return [] }
        let base = location(of: keyword)
        return members.map { ($0.key, OpenAPI.SchemaObject(json: $0.value, specLocation: base.appending($0.key))) }
    }

    /// The `prefixItems` schemas, in order.
    var prefixItems: [OpenAPI.SchemaObject] {
        guard let members = value("prefixItems")?.arrayValue else { return [] }
        let base = location(of: "prefixItems")
        return members.indices.map { OpenAPI.SchemaObject(json: members[$0], specLocation: base.appending($0)) }
    }

    /// Merges `schema`'s members into the view, in one walk of them: for a keyword set by several schemas, the first
    /// one merged wins. Merging a schema twice changes nothing, so only schemas with `allOf` are remembered in
    /// `visited`, which stops `allOf` cycles.
    private func merge(_ schema: OpenAPI.SchemaObject, resolver: SchemaResolver, visited: inout Set<SpecLocation>) {
        guard let object = schema.json.objectValue else { return }
        var (oneOf, anyOf, allOf): ([JSONValue]?, [JSONValue]?, [JSONValue]?)
        for (keyword, value) in object {
            switch keyword {
            case "nullable":
                if value.boolValue == true { nullable = true }
            case "type":
                if types == nil { mergeType(value) }
            case "properties":
                if let names = value.objectValue { mergeProperties(names, at: schema.specLocation.appending("properties")) }
            case "required":
                guard let names = value.arrayValue else { continue }
                if requiredLocation == nil { requiredLocation = schema.specLocation.appending("required") }
                required.formUnion(names.compactMap(\.stringValue))
            case "items":
                if items == nil, value.objectValue != nil {
                    items = OpenAPI.SchemaObject(json: value, specLocation: schema.specLocation.appending("items"))
                }
            case "oneOf": oneOf = value.arrayValue
            case "anyOf": anyOf = value.arrayValue
            case "allOf": allOf = value.arrayValue
            default:
                guard Self.keywordNames.contains(keyword), keywords[keyword] == nil else { continue }
                keywords[keyword] = (value, schema.specLocation.appending(keyword))
                if Self.conditionKeywords.contains(keyword) { hasCondition = true }
            }
        }
        for (keyword, members) in [("oneOf", oneOf), ("anyOf", anyOf)] where alternatives.isEmpty {
            guard let members else { continue }
            let base = schema.specLocation.appending(keyword)
            alternatives = members.indices.map { OpenAPI.SchemaObject(json: members[$0], specLocation: base.appending($0)) }
            alternativesLocation = base
        }
        guard let allOf, visited.insert(schema.specLocation).inserted else { return }
        let base = schema.specLocation.appending("allOf")
        if allOfLocation == nil {
            allOfLocation = base
            allOfMembers = allOf.map { $0["$ref"] ?? $0 }
        }
        for index in allOf.indices {
            let member = resolver.resolve(OpenAPI.SchemaObject(json: allOf[index], specLocation: base.appending(index)))
            merge(member, resolver: resolver, visited: &visited)
        }
    }

    /// Sets ``types`` (and ``nullable`` for a `"null"` in a type array) from a `type` value.
    private func mergeType(_ type: JSONValue) {
        var names = Set(type.arrayValue?.compactMap(\.stringValue) ?? type.stringValue.map { [$0] } ?? [])
        if names.remove("null") != nil { nullable = true }
        types = names
    }

    /// Adds the properties of a `properties` object at `base` that are not declared yet.
    private func mergeProperties(_ names: JSONObject, at base: SpecLocation) {
        if propertiesLocation == nil { propertiesLocation = base }
        for (name, value) in names where propertyIndex[name] == nil {
            propertyIndex[name] = properties.count
            properties.append((name, OpenAPI.SchemaObject(json: value, specLocation: base.appending(name))))
        }
    }
}
