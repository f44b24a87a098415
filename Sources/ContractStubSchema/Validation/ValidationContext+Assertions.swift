/// Assertions on one value: type, enum, numbers, strings, formats, counts.
extension ValidationContext {
    /// Dispatches one rule; applicators live in the other extensions.
    mutating func check(
        _ rule: SchemaRule, of schema: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts, tracking: Bool
    )
        -> Bool
    {
        switch rule {
        case .type(let types):
            guard types.admits(instance) else {
                if collecting { report(schema, "type", "type", "expected \(types.names), found \(ValueDescription.of(instance))") }
                return false
            }
            return true
        case .enumeration(let values):
            return checkEnumeration(values, schema, instance)
        case .constant(let value):
            guard value == instance else {
                if collecting {
                    report(schema, "const", "const", "expected \(ValueDescription.literal(value)), found \(ValueDescription.of(instance))")
                }
                return false
            }
            return true
        case .minimum(let bound, let exclusive, let keyword):
            guard case .number(let number) = instance else { return true }
            guard exclusive ? number > bound : number >= bound else {
                if collecting { report(schema, keyword, keyword, "expected a number \(exclusive ? ">" : ">=") \(bound), found \(number)") }
                return false
            }
            return true
        case .maximum(let bound, let exclusive, let keyword):
            guard case .number(let number) = instance else { return true }
            guard exclusive ? number < bound : number <= bound else {
                if collecting { report(schema, keyword, keyword, "expected a number \(exclusive ? "<" : "<=") \(bound), found \(number)") }
                return false
            }
            return true
        case .multipleOf(let divisor):
            guard case .number(let number) = instance, !number.isMultiple(of: divisor) else { return true }
            if collecting { report(schema, "multipleOf", "multipleOf", "expected a multiple of \(divisor), found \(number)") }
            return false
        case .minLength(let limit):
            return checkLength(schema, instance, limit: limit, isMinimum: true)
        case .maxLength(let limit):
            return checkLength(schema, instance, limit: limit, isMinimum: false)
        case .pattern(let pattern):
            return checkPattern(pattern, schema, instance)
        case .format(let format):
            guard !format.accepts(instance) else { return true }
            if collecting {
                let shown = instance.stringValue.map { "'\($0)'" } ?? instance.numberValue.map(\.description) ?? ""
                report(schema, "format", "format", "\(shown) is not a valid \(format.noun) (format \(format.rawValue))")
            }
            return false
        case .minItems(let limit):
            guard case .array(let array) = instance, array.count < limit else { return true }
            if collecting {
                report(schema, "minItems", "minItems", "expected at least \(limit) item\(limit == 1 ? "" : "s"), found \(array.count)")
            }
            return false
        case .maxItems(let limit):
            guard case .array(let array) = instance, array.count > limit else { return true }
            if collecting {
                report(schema, "maxItems", "maxItems", "expected at most \(limit) item\(limit == 1 ? "" : "s"), found \(array.count)")
            }
            return false
        case .uniqueItems:
            return checkUniqueItems(schema, instance)
        case .minProperties(let limit):
            return checkPropertyCount(of: schema, instance, limit: limit, isMinimum: true)
        case .maxProperties(let limit):
            return checkPropertyCount(of: schema, instance, limit: limit, isMinimum: false)
        case .required(let names):
            return checkRequired(names, schema, instance)
        case .dependentRequired(let dependencies, let keyword):
            return checkDependentRequired(dependencies, keyword, schema, instance)
        default:
            return checkApplicator(rule, of: schema, instance, &evaluated, tracking: tracking)
        }
    }

    private mutating func checkEnumeration(_ values: [JSONValue], _ schema: CompiledSchemaNode, _ instance: JSONValue) -> Bool {
        guard !values.contains(instance) else { return true }
        if collecting {
            let shown = values.prefix(8).map(ValueDescription.literal).joined(separator: ", ") + (values.count > 8 ? ", …" : "")
            report(schema, "enum", "enum", "expected one of \(shown), found \(ValueDescription.of(instance))")
        }
        return false
    }

    private mutating func checkLength(_ schema: CompiledSchemaNode, _ instance: JSONValue, limit: Int, isMinimum: Bool) -> Bool {
        guard case .string(let string) = instance else { return true }
        let length = string.unicodeScalars.count
        guard isMinimum ? length < limit : length > limit else { return true }
        if collecting {
            let keyword = isMinimum ? "minLength" : "maxLength"
            let bound = isMinimum ? "at least" : "at most"
            report(
                schema, keyword, keyword,
                "expected \(bound) \(limit) character\(limit == 1 ? "" : "s"), found \(length) in \(ValueDescription.quoted(string))")
        }
        return false
    }

    private mutating func checkPattern(_ pattern: SchemaPattern, _ schema: CompiledSchemaNode, _ instance: JSONValue) -> Bool {
        guard case .string(let string) = instance else { return true }
        let match = pattern.match(string)
        guard match != .matched else { return true }
        if collecting {
            let reason: String
            switch match {
            case .tooLong:
                reason = "is longer than \(SchemaPattern.maximumInputLength) characters, the limit for matching pattern '\(pattern.source)'"
            case .tooSlow:
                reason =
                    "was not accepted: gave up matching pattern '\(pattern.source)' after \(SchemaPattern.matchTimeLimit) s (nested quantifiers backtrack exponentially)"
            case .matched, .notMatched:
                reason = "does not match pattern '\(pattern.source)'"
            }
            report(schema, "pattern", "pattern", "string \(ValueDescription.quoted(string)) \(reason)")
        }
        return false
    }

    private mutating func checkUniqueItems(_ schema: CompiledSchemaNode, _ instance: JSONValue) -> Bool {
        guard case .array(let array) = instance, array.count > 1 else { return true }
        var seen: [JSONValue: Int] = [:]
        seen.reserveCapacity(array.count)
        for (offset, element) in array.enumerated() {
            if let first = seen.updateValue(offset, forKey: element) {
                if collecting {
                    report(schema, "uniqueItems", "uniqueItems", "expected unique items, found item \(offset) equal to item \(first)")
                }
                return false
            }
        }
        return true
    }

    private mutating func checkRequired(_ names: [String], _ schema: CompiledSchemaNode, _ instance: JSONValue) -> Bool {
        guard case .object(let object) = instance else { return true }
        var valid = true
        for name in names where !object.hasMember(name) {
            if direction != .none, let property = schema.declaredProperties[name],
                direction == .request ? property.isReadOnly : property.isWriteOnly
            {
                continue
            }
            valid = false
            guard collecting else { return false }
            report(schema, "required", "required", "missing required property '\(name)'")
        }
        return valid
    }

    private mutating func checkDependentRequired(
        _ dependencies: [(String, [String])], _ keyword: String, _ schema: CompiledSchemaNode, _ instance: JSONValue
    ) -> Bool {
        guard case .object(let object) = instance else { return true }
        var valid = true
        for (trigger, names) in dependencies where object[trigger] != nil {
            for name in names where object[name] == nil {
                valid = false
                guard collecting else { return false }
                report(
                    schema, keyword, keyword == "dependencies" ? "dependencies" : "dependentRequired",
                    "missing property '\(name)', required when '\(trigger)' is present")
            }
        }
        return valid
    }

    /// `minProperties` (`isMinimum`) or `maxProperties`: the number of members of an object.
    private mutating func checkPropertyCount(of schema: CompiledSchemaNode, _ instance: JSONValue, limit: Int, isMinimum: Bool) -> Bool {
        guard case .object(let object) = instance, isMinimum ? object.count < limit : object.count > limit else { return true }
        if collecting {
            let keyword = isMinimum ? "minProperties" : "maxProperties"
            let bound = isMinimum ? "at least" : "at most"
            report(schema, keyword, keyword, "expected \(bound) \(limit) propert\(limit == 1 ? "y" : "ies"), found \(object.count)")
        }
        return false
    }
}
