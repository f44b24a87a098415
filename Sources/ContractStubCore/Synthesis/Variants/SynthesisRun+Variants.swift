/// Walks a base value and its schema together and proposes, at every place where the schema leaves a choice, the
/// other choices one at a time ("each dimension once"): every other `enum` value, `null` where allowed, each
/// `oneOf`/`anyOf` branch, an optional property absent (or present when the base leaves it out), an additional
/// property where allowed, an empty, one-item, `minItems` and `maxItems` array, strings at `minLength`/`maxLength` and numbers
/// at their bounds, each discriminator `mapping` key, and the tricky spellings of each asserted format (``FormatShapes``).
/// Array items other than the first are not varied. Proposals are not checked here: callers keep
/// only those the compiled schema accepts.
extension SynthesisRun {
    /// Every single-change variant of `base` at `path` (`""` for the root), in document order.
    mutating func variants(of base: JSONValue, for node: OpenAPI.SchemaObject, path: String, depth: Int) -> [ValueVariant] {
        guard depth <= options.maximumDepth else { return [] }
        let constraints = flatten(node)
        guard !constraints.isUnsatisfiable else { return [] }
        var found = alternatives(to: base, constraints, path: path, depth: depth)
        switch base {
        case .object(let object):
            found += memberVariants(of: object, constraints, path: path, depth: depth)
        case .array(let items):
            found += itemVariants(of: items, constraints, path: path, depth: depth)
        default:
            break
        }
        return found
    }

    /// Replacements of the whole value at `path`.
    private mutating func alternatives(to base: JSONValue, _ constraints: SchemaConstraints, path: String, depth: Int) -> [ValueVariant] {
        let label = path.isEmpty ? "body" : path
        var found: [ValueVariant] = []
        if base != .null, constraints.acceptsNull(dialect: dialect) { found.append(ValueVariant(name: "\(label)=null", value: .null)) }
        for value in constraints.first("enum")?.arrayValue ?? [] where value != base {
            found.append(ValueVariant(name: "\(label)=\(Self.shortText(value))", value: value))
        }
        if let (index, keyword, branches) = constraints.firstAlternatives(excluding: []) {
            let discriminator = constraints.parts[index].json["discriminator"]?["propertyName"]?.stringValue
            for (position, branch) in branches.enumerated() {
                guard var value = value(for: branch, depth: depth + 1, variant: 0) else { continue }
                // The branch's discriminator value, as the default answer would give it (kept only if valid, by the caller).
                var merged = constraints
                merged.parts += flatten(branch).parts
                if case .object(var object) = value,
                    let (property, tag) = discriminatorChoices(constraints.parts[index], branch: branch, merged: merged).first ?? nil
                {
                    object[property] = tag
                    value = .object(object)
                }
                guard value != base else { continue }
                let name: String
                if let discriminator, let tag = value[discriminator]?.stringValue {
                    name = "\(label).\(discriminator)=\(tag)"
                } else {
                    name = "\(label)=\(branch.ref.map(Self.lastComponent) ?? "\(keyword)[\(position)]")"
                }
                found.append(ValueVariant(name: name, value: value))
            }
        }
        found += mappingVariants(of: base, constraints, label: label, depth: depth)
        if let format = constraints.first("format")?.stringValue {
            for (shape, value) in FormatShapes.shapes(of: format) where value != base && value.typeName == base.typeName {
                found.append(ValueVariant(name: "\(label)=\(format).\(shape)", value: value))
            }
        }
        switch base {
        case .string(let text):
            let count = text.unicodeScalars.count
            if let minimum = constraints.largest("minLength")?.int64Value, minimum != count, minimum <= 10_000 {
                found.append(ValueVariant(name: "\(label)=minLength", value: .string(Self.text(ofLength: Int(minimum), from: text))))
            }
            if let maximum = constraints.smallest("maxLength")?.int64Value, maximum != count, maximum <= 10_000 {
                found.append(ValueVariant(name: "\(label)=maxLength", value: .string(Self.text(ofLength: Int(maximum), from: text))))
            }
        case .number(let number):
            for (keyword, bound) in [("minimum", constraints.largest("minimum")), ("maximum", constraints.smallest("maximum"))] {
                guard let bound, bound != number else { continue }
                found.append(ValueVariant(name: "\(label)=\(keyword)", value: .number(bound)))
            }
        default:
            break
        }
        return found
    }

    /// One value per discriminator `mapping` entry that the branches above did not already give: several keys
    /// mapped to one schema, and schemas reached only through the mapping (a base schema whose subtypes extend it
    /// with `allOf`). Each is the mapped schema's value with the discriminator property set to the key.
    private mutating func mappingVariants(of base: JSONValue, _ constraints: SchemaConstraints, label: String, depth: Int)
        -> [ValueVariant]
    {
        guard let part = constraints.parts.first(where: { $0.json["discriminator"] != nil }),
            let discriminator = part.json["discriminator"], let property = discriminator["propertyName"]?.stringValue,
            let mapping = discriminator["mapping"]?.objectValue, case .object = base
        else { return [] }
        var found: [ValueVariant] = []
        for (key, mapped) in mapping where base[property]?.stringValue != key {
            guard let text = mapped.stringValue else { continue }
            let reference = text.contains("#") || text.contains("/") ? text : "#/components/schemas/\(text)"
            guard let target = references.target(of: reference, from: part.specLocation),
                case .object(var object)? = value(for: target, depth: depth + 1, variant: 0)
            else { continue }
            object[property] = .string(key)
            found.append(ValueVariant(name: "\(label).\(property)=\(key)", value: .object(object)))
        }
        return found
    }

    /// Optional members absent or present, an additional member, and the variants inside each member.
    private mutating func memberVariants(of object: JSONObject, _ constraints: SchemaConstraints, path: String, depth: Int)
        -> [ValueVariant]
    {
        var found: [ValueVariant] = []
        let required = Set(constraints.required)
        for name in constraints.propertyNames {
            guard let property = constraints.propertySchemas(name).first, !excludedByDirection(property) else { continue }
            let memberPath = path.isEmpty ? name : "\(path).\(name)"
            if let member = object[name] {
                if !required.contains(name) {
                    var without = object
                    without[name] = nil
                    found.append(ValueVariant(name: "\(memberPath)=absent", value: .object(without)))
                }
                for inner in variants(of: member, for: property, path: memberPath, depth: depth + 1) {
                    var changed = object
                    changed[name] = inner.value
                    found.append(ValueVariant(name: inner.name, value: .object(changed)))
                }
            } else if let value = value(for: property, depth: depth + 1, variant: 0) {
                var with = object
                with[name] = value
                found.append(ValueVariant(name: "\(memberPath)=present", value: .object(with)))
            }
        }
        let (additional, forbidden) = constraints.additionalProperties
        if !forbidden, constraints.first("unevaluatedProperties") != .bool(false), object["extra"] == nil {
            let value = additional.first.flatMap { self.value(for: $0, depth: depth + 1, variant: 0) } ?? "extra"
            var with = object
            with["extra"] = value
            found.append(ValueVariant(name: "\(path.isEmpty ? "body" : path)+extra", value: .object(with)))
        }
        return found
    }

    /// An empty, a one-item, a `minItems` and a `maxItems` array, and the variants of the first item.
    private mutating func itemVariants(of items: [JSONValue], _ constraints: SchemaConstraints, path: String, depth: Int)
        -> [ValueVariant]
    {
        let label = path.isEmpty ? "body" : path
        var found: [ValueVariant] = []
        if !items.isEmpty { found.append(ValueVariant(name: "\(label)=[]", value: .array([]))) }
        if items.count > 1 { found.append(ValueVariant(name: "\(label)=[1]", value: .array([items[0]]))) }
        let node = constraints.parts.lazy.compactMap({ $0.child("items") }).first
        for (keyword, bound) in [("minItems", constraints.largest("minItems")), ("maxItems", constraints.smallest("maxItems"))] {
            guard let count = bound?.int64Value.map(Int.init), count > 1, count != items.count, count <= 100 else { continue }
            var sized = Array(items.prefix(count))
            while sized.count < count, let node, let item = value(for: node, depth: depth + 1, variant: sized.count) { sized.append(item) }
            if sized.count == count { found.append(ValueVariant(name: "\(label)=[\(keyword)]", value: .array(sized))) }
        }
        if let first = items.first, let node {
            for inner in variants(of: first, for: node, path: "\(path)[0]", depth: depth + 1) {
                var changed = items
                changed[0] = inner.value
                found.append(ValueVariant(name: inner.name, value: .array(changed)))
            }
        }
        return found
    }

    /// `sold`, `42`, `true`: a value as it appears in a variant name.
    private static func shortText(_ value: JSONValue) -> String {
        if case .string(let text) = value { return text }
        return value.serialized()
    }

    /// `Pet` for `#/components/schemas/Pet`.
    private static func lastComponent(_ reference: String) -> String {
        String(reference.split(separator: "/").last ?? Substring(reference))
    }

    /// `text` cut or padded (repeating its own characters, else `a`) to `length` Unicode scalars.
    private static func text(ofLength length: Int, from text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let filler = scalars.isEmpty ? ["a"] : scalars
        var result = String.UnicodeScalarView()
        for index in 0..<length { result.append(filler[index % filler.count]) }
        return String(result)
    }
}
