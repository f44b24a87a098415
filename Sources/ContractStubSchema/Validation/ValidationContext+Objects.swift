/// Applicators on object members: properties, patternProperties, additionalProperties, dependentSchemas,
/// propertyNames, unevaluatedProperties; `readOnly`/`writeOnly` by direction.
extension ValidationContext {
    mutating func checkProperties(
        _ rule: PropertiesRule, of schema: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts, tracking: Bool
    )
        -> Bool
    {
        guard case .object(let object) = instance else { return true }
        var valid = true
        for (name, value) in object where !checkMember(name, value, rule, of: schema, &evaluated, tracking: tracking) {
            valid = false
            if !collecting { break }  // a yes/no answer stops at the first failure
        }
        return valid
    }

    /// One member against `properties`, `patternProperties` and `additionalProperties`.
    private mutating func checkMember(
        _ name: String, _ value: JSONValue, _ rule: PropertiesRule, of schema: CompiledSchemaNode, _ evaluated: inout EvaluatedParts,
        tracking: Bool
    ) -> Bool {
        var valid = true
        var matched = false
        if let property = rule.properties[name] {
            matched = true
            if !checkDirection(of: property, named: name, in: schema) || !evaluateChild(property, value, at: .key(name)) {
                valid = false
                if !collecting { return false }
            }
        }
        for (regex, patternSchema) in rule.patterns where regex.matches(name) {
            matched = true
            if !evaluateChild(patternSchema, value, at: .key(name)) {
                valid = false
                if !collecting { return false }
            }
        }
        if !matched, let additional = rule.additional {
            matched = true
            if additional.isAlwaysFalse {
                guard collecting else { return false }
                valid = false
                report(
                    schema, "additionalProperties", "additionalProperties",
                    "property '\(name)' is not allowed (additionalProperties is false)", extra: .key(name))
            } else if !evaluateChild(additional, value, at: .key(name)) {
                valid = false
                if !collecting { return false }
            }
        }
        if tracking, matched { evaluated.insertProperty(name) }
        return valid
    }

    /// `readOnly` in a request, `writeOnly` in a response: the property must not be there.
    private mutating func checkDirection(of property: CompiledSchemaNode, named name: String, in schema: CompiledSchemaNode) -> Bool {
        switch direction {
        case .none:
            return true
        case .request:
            guard property.isReadOnly else { return true }
            if collecting {
                report(schema, nil, "readOnly", "property '\(name)' is read-only and must not be sent in a request", extra: .key(name))
                diagnostics[diagnostics.count - 1].specPointer = property.location.pointer
            }
            return false
        case .response:
            guard property.isWriteOnly else { return true }
            if collecting {
                report(schema, nil, "writeOnly", "property '\(name)' is write-only and must not appear in a response", extra: .key(name))
                diagnostics[diagnostics.count - 1].specPointer = property.location.pointer
            }
            return false
        }
    }

    mutating func checkDependentSchemas(
        _ dependencies: [(String, CompiledSchemaNode)], of schema: CompiledSchemaNode, _ instance: JSONValue,
        _ evaluated: inout EvaluatedParts, tracking: Bool
    )
        -> Bool
    {
        guard case .object(let object) = instance else { return true }
        var valid = true
        for (trigger, dependent) in dependencies where object[trigger] != nil {
            if !evaluate(dependent, instance, &evaluated, tracking: tracking) {
                valid = false
                if !collecting { return false }
            }
        }
        return valid
    }

    mutating func checkPropertyNames(_ names: CompiledSchemaNode, _ instance: JSONValue) -> Bool {
        guard case .object(let object) = instance else { return true }
        var valid = true
        for (name, _) in object where !evaluateChild(names, .string(name), at: .key(name)) {
            valid = false
            if !collecting { return false }
        }
        return valid
    }

    mutating func checkUnevaluatedProperties(
        _ rest: CompiledSchemaNode, of schema: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts
    )
        -> Bool
    {
        guard case .object(let object) = instance, !evaluated.allProperties else { return true }
        var valid = true
        for (name, value) in object where !evaluated.hasProperty(name) {
            if rest.isAlwaysFalse {
                valid = false
                guard collecting else { return false }
                report(
                    schema, "unevaluatedProperties", "unevaluatedProperties",
                    "property '\(name)' is not allowed (unevaluatedProperties is false)", extra: .key(name))
            } else if !evaluateChild(rest, value, at: .key(name)) {
                valid = false
                if !collecting { return false }
            }
        }
        if valid { evaluated.allProperties = true }
        return valid
    }
}
