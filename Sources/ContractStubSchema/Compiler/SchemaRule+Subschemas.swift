extension SchemaRule {
    /// The subschemas written inside the schema this rule belongs to (under `properties`, `items`, `allOf`, …),
    /// not those reached through `$ref`, `$dynamicRef` or a discriminator mapping.
    var inlineSubschemas: [CompiledSchemaNode] {
        switch self {
        case .properties(let rule):
            return Array(rule.properties.values) + rule.patterns.map(\.schema) + (rule.additional.map { [$0] } ?? [])
        case .dependentSchemas(let schemas, _): return schemas.map(\.1)
        case .propertyNames(let schema), .contains(let schema, _, _), .not(let schema),
            .unevaluatedProperties(let schema), .unevaluatedItems(let schema), .contentSchema(let schema):
            return [schema]
        case .items(let prefix, let rest, _): return prefix + (rest.map { [$0] } ?? [])
        case .allOf(let branches), .anyOf(let branches, _), .oneOf(let branches, _): return branches
        case .conditional(let condition, let then, let otherwise): return [condition] + [then, otherwise].compactMap { $0 }
        case .ref, .dynamicRef, .type, .enumeration, .constant, .minimum, .maximum, .multipleOf, .minLength, .maxLength,
            .pattern, .format, .minItems, .maxItems, .uniqueItems, .minProperties, .maxProperties, .required,
            .dependentRequired:
            return []
        }
    }
}

extension CompiledSchemaNode {
    /// The node compiled for the subschema written at `location` inside this schema, found by following inline
    /// subschemas whose locations lead there; `nil` when it was not compiled as part of this schema (it sits under
    /// `$defs`, an unknown keyword, or a 3.0 `$ref`'s ignored siblings).
    func inlineDescendant(at location: SchemaLocation) -> CompiledSchemaNode? {
        let target = location.pointer
        var current = self
        while current.location != location {
            let depth = current.location.pointer.depth
            guard current.location.document == location.document, target.depth > depth,
                let next = current.inlineChild(leadingTo: target, below: depth)
            else { return nil }
            current = next
        }
        return current
    }

    /// The inline subschema of this node (at `depth` tokens) whose location starts `target`, in this node's document.
    /// A `properties` member is looked up by its name (the examples rule asks for property schemas most, and a
    /// `properties` rule can hold hundreds); any other is found among all the inline subschemas.
    private func inlineChild(leadingTo target: JSONPointer, below depth: Int) -> CompiledSchemaNode? {
        func leadsThere(_ child: CompiledSchemaNode) -> Bool {
            child.location.pointer.depth > depth && child.location.document == location.document
                && target.hasPrefix(child.location.pointer)
        }
        if target.depth > depth + 1, target.token(at: depth) == "properties" {
            let name = target.token(at: depth + 1)
            for case .properties(let rule) in rules {
                if let child = rule.properties[name], leadsThere(child) { return child }
            }
        }
        return rules.lazy.flatMap(\.inlineSubschemas).first(where: leadsThere)
    }
}

extension Schema {
    /// The compiled subschema written at `pointer` inside this schema's document, when this schema's compilation
    /// already made it (see ``CompiledSchemaNode/inlineDescendant(at:)``); saves compiling it again.
    package func inlineSubschema(at pointer: JSONPointer) -> Schema? {
        node.inlineDescendant(at: node.location.moved(to: pointer))
            .map { Schema(node: $0, arena: arena) }
    }
}
