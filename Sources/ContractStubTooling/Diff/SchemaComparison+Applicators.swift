import ContractStubCore

extension SchemaComparison {
    /// Keywords that hold one subschema, each compared in the same direction as the value (a stricter subschema
    /// accepts fewer values). `additionalProperties: false` is a constraint of its own (see ``ConstraintTightening``).
    private static let singleSubschemas = [
        "additionalProperties", "unevaluatedProperties", "propertyNames", "contains", "unevaluatedItems", "contentSchema",
    ]

    /// The JSON Schema applicators other than `properties`, `items`, `allOf`/`oneOf`/`anyOf` and the conditions:
    /// one added to a request narrows what it accepts, one dropped from a response widens what clients may receive,
    /// one in both is compared as a schema of its own.
    mutating func compareApplicators(_ old: SchemaView, _ new: SchemaView, field: String, depth: Int) {
        for keyword in Self.singleSubschemas {
            let oldSchema = old.subschema(keyword)
            let newSchema = new.subschema(keyword)
            switch (oldSchema, newSchema) {
            case (let oldSchema?, let newSchema?):
                compare(oldSchema, newSchema, field: "\(field)<\(keyword)>", depth: depth + 1)
            case (nil, let newSchema?) where direction == .request && (keyword != "additionalProperties" || newSchema.json != .bool(false)):
                report(
                    .requestConstraintTightened, field, "now has a '\(keyword)' schema", old: old.location,
                    new: newSchema.specLocation)
            // Extra response properties are for clients to ignore (as new properties are), so a dropped
            // `additionalProperties: false` or `unevaluatedProperties: false` is not reported.
            case (let oldSchema?, nil) where direction == .response && (oldSchema.json != .bool(false) || !keyword.hasSuffix("Properties")):
                report(
                    .responseConstraintLoosened, field, "no longer has its '\(keyword)' schema", old: oldSchema.specLocation,
                    new: new.location)
            default: break
            }
        }
        for keyword in ["patternProperties", "dependentSchemas"] {
            compareNamedSubschemas(keyword, old, new, field: field, depth: depth)
        }
        compareDependentRequired(old, new, field: field)
        comparePrefixItems(old, new, field: field, depth: depth)
    }

    /// `patternProperties` by pattern, `dependentSchemas` by property name.
    private mutating func compareNamedSubschemas(_ keyword: String, _ old: SchemaView, _ new: SchemaView, field: String, depth: Int) {
        let oldMembers = old.subschemas(keyword)
        let newMembers = new.subschemas(keyword)
        for (name, newSchema) in newMembers {
            guard let oldSchema = oldMembers.first(where: { $0.name == name })?.schema else {
                if direction == .request {
                    report(
                        .requestConstraintTightened, field, "now has \(keyword) '\(name)'", old: old.location,
                        new: newSchema.specLocation)
                }
                continue
            }
            compare(oldSchema, newSchema, field: "\(field)<\(keyword) \(name)>", depth: depth + 1)
        }
        guard direction == .response else { return }
        for (name, oldSchema) in oldMembers where !newMembers.contains(where: { $0.name == name }) {
            report(
                .responseConstraintLoosened, field, "no longer has \(keyword) '\(name)'", old: oldSchema.specLocation,
                new: new.location)
        }
    }

    /// `dependentRequired`: a request must not require more names when a property is present, a response must not
    /// stop guaranteeing them.
    private mutating func compareDependentRequired(_ old: SchemaView, _ new: SchemaView, field: String) {
        func names(_ view: SchemaView) -> [String: Set<String>] {
            var result: [String: Set<String>] = [:]
            for (name, list) in view.value("dependentRequired")?.objectValue ?? JSONObject() {
                result[name] = Set(list.arrayValue?.compactMap(\.stringValue) ?? [])
            }
            return result
        }
        let oldNames = names(old)
        let newNames = names(new)
        let (from, to) = direction == .request ? (oldNames, newNames) : (newNames, oldNames)
        for property in to.keys.sorted() {
            let extra = to[property, default: []].subtracting(from[property, default: []]).sorted()
            guard !extra.isEmpty else { continue }
            let quoted = extra.map { "'\($0)'" }.joined(separator: ", ")
            if direction == .request {
                report(
                    .requestConstraintTightened, field, "now requires \(quoted) when '\(property)' is present",
                    old: old.location(of: "dependentRequired"), new: new.location(of: "dependentRequired"))
            } else {
                report(
                    .responseConstraintLoosened, field, "no longer guarantees \(quoted) when '\(property)' is present",
                    old: old.location(of: "dependentRequired"), new: new.location(of: "dependentRequired"))
            }
        }
    }

    /// `prefixItems`: positions in both are compared one by one. A position is a meaning (`[latitude, longitude]`),
    /// so a request tuple that loses one, or a response tuple that gains one, changes what a position means to the
    /// other side, even where the schema taking over that position would allow the same values.
    private mutating func comparePrefixItems(_ old: SchemaView, _ new: SchemaView, field: String, depth: Int) {
        let oldItems = old.prefixItems
        let newItems = new.prefixItems
        for (index, (oldItem, newItem)) in zip(oldItems, newItems).enumerated() {
            compare(oldItem, newItem, field: "\(field)[\(index)]", depth: depth + 1)
        }
        if direction == .request, newItems.count < oldItems.count {
            report(
                .requestPrefixItemsRemoved, field, "lost prefixItems positions (now \(newItems.count), was \(oldItems.count))",
                old: old.location(of: "prefixItems"), new: new.location(of: "prefixItems"))
        } else if direction == .response, newItems.count > oldItems.count {
            report(
                .responsePrefixItemsAdded, field, "gained prefixItems positions (now \(newItems.count), was \(oldItems.count))",
                old: old.location(of: "prefixItems"), new: new.location(of: "prefixItems"))
        }
    }
}
