extension SynthesisRun {
    /// An object with the required properties (minus those the direction forbids), optional scalar properties when
    /// cheap, and generated extra members up to `minProperties`.
    mutating func object(_ constraints: SchemaConstraints, forced: [String: JSONValue], depth: Int) -> JSONValue? {
        var object = JSONObject()
        let required = constraints.required
        let maximum = constraints.smallest("maxProperties")?.int64Value.map(Int.init) ?? Int.max
        let (additional, forbidden) = constraints.additionalProperties
        for name in required + constraints.propertyNames where object[name] == nil {
            let isRequired = required.contains(name) || forced[name] != nil
            if let value = forced[name] {
                object[name] = value
                continue
            }
            // Every part's schema for the name applies: those declaring it, and the `additionalProperties` of the
            // others (an `allOf` branch may type or require what another declares).
            var property = constraints.propertySchemas(name)
            for part in constraints.parts where part.child("properties", name) == nil {
                if let extra = part.child("additionalProperties"), extra.json.objectValue != nil { property.append(extra) }
            }
            if property.isEmpty, !forbidden, let extra = additional.first { property = [extra] }
            if property.contains(where: excludedByDirection) { continue }
            if !isRequired {
                // A part that closes its properties (`additionalProperties: false`) without declaring this one
                // forbids it: an optional property is then left out.
                let closed = constraints.parts.contains { part in
                    part.child("properties", name) == nil && part.json["additionalProperties"] == .bool(false)
                        && part.json["patternProperties"] == nil
                }
                guard !closed, object.count < maximum, depth < options.maximumDepth, !property.isEmpty,
                    fillsAllOptionalProperties || (options.includeOptionalScalars && property.contains(where: isScalar))
                else { continue }
                if let value = value(for: property, depth: depth + 1, variant: 0, validOnly: true) { object[name] = value }
                continue
            }
            guard !property.isEmpty else {
                object[name] = "string"
                continue
            }
            guard depth < 2 * options.maximumDepth, let value = value(for: property, depth: depth + 1, variant: 0) else {
                return nil
            }
            object[name] = value
        }
        for (name, value) in forced where object[name] == nil { object[name] = value }
        let minimum = constraints.largest("minProperties")?.int64Value.map(Int.init) ?? 0
        var extra = 1
        while object.count < minimum, !forbidden, extra < 100 {
            let name = "property\(extra)"
            extra += 1
            guard object[name] == nil else { continue }
            object[name] = additional.first.flatMap { value(for: $0, depth: depth + 1, variant: 0) } ?? "string"
        }
        return .object(object)
    }

    /// An array of `minItems` items (at least one while the depth allows and `maxItems` permits), following
    /// `prefixItems` then `items`; items differ by variant so `uniqueItems` holds.
    mutating func array(_ constraints: SchemaConstraints, depth: Int) -> JSONValue? {
        let minimum = Int(constraints.largest("minItems")?.int64Value ?? 0)
        let maximum = constraints.smallest("maxItems")?.int64Value.map(Int.init) ?? Int.max
        let prefix = constraints.parts.first { $0.json["prefixItems"] != nil }?.children("prefixItems") ?? []
        // Every part's `items` applies to each item.
        let itemsNodes = constraints.parts.compactMap { part -> OpenAPI.SchemaObject? in
            guard let items = part.child("items"), items.json.objectValue != nil || items.json.boolValue != nil else {
                return nil
            }
            return items
        }
        var count = max(minimum, depth < options.maximumDepth ? 1 : 0)
        count = min(count, maximum, max(minimum, prefix.count + (itemsNodes.contains { $0.json == .bool(false) } ? 0 : Int.max / 2)))
        var items: [JSONValue] = []
        for index in 0..<min(count, 1000) {
            let nodes = index < prefix.count ? [prefix[index]] : itemsNodes
            guard !nodes.isEmpty else {
                items.append(.string("item\(index)"))
                continue
            }
            guard depth < 2 * options.maximumDepth, let item = value(for: nodes, depth: depth + 1, variant: index) else {
                return minimum <= index ? .array(items) : nil
            }
            items.append(item)
        }
        return .array(items)
    }

    /// Whether a property must be left out: `readOnly` in requests, `writeOnly` in responses.
    func excludedByDirection(_ property: OpenAPI.SchemaObject) -> Bool {
        let keyword: String
        switch direction {
        case .request: keyword = "readOnly"
        case .response: keyword = "writeOnly"
        case .none: return false
        }
        return flatten(property).anyFlag(keyword) || property.flag(keyword)
    }

    /// Whether a property schema is a cheap scalar (worth filling in when optional).
    private func isScalar(_ property: OpenAPI.SchemaObject) -> Bool {
        let constraints = flatten(property)
        guard constraints.firstAlternatives(excluding: []) == nil,
            let types = constraints.allowedTypes(dialect: dialect), !types.isEmpty
        else { return false }
        return types.allSatisfy { ["string", "integer", "number", "boolean", "null"].contains($0) }
    }
}
