/// Applicators on array items: prefixItems/items/additionalItems, contains, unevaluatedItems.
extension ValidationContext {
    mutating func checkItems(
        prefix: [CompiledSchemaNode], rest: CompiledSchemaNode?, restKeyword: String, of schema: CompiledSchemaNode, _ instance: JSONValue,
        _ evaluated: inout EvaluatedParts, tracking: Bool
    )
        -> Bool
    {
        guard case .array(let array) = instance else { return true }
        var valid = true
        for (offset, element) in array.enumerated() {
            let itemSchema: CompiledSchemaNode
            if offset < prefix.count {
                itemSchema = prefix[offset]
            } else if let rest {
                if rest.isAlwaysFalse {
                    guard collecting else { return false }
                    report(
                        schema, restKeyword, restKeyword,
                        "expected at most \(prefix.count) item\(prefix.count == 1 ? "" : "s") (\(restKeyword) is false), found \(array.count)",
                        extra: .index(offset))
                    return false
                }
                itemSchema = rest
            } else {
                break
            }
            if !evaluateChild(itemSchema, element, at: .index(offset)) {
                valid = false
                if !collecting { return false }
            }
        }
        if tracking {
            if rest != nil { evaluated.allItems = true }
            evaluated.prefixCount = max(evaluated.prefixCount, min(prefix.count, array.count))
        }
        return valid
    }

    mutating func checkContains(
        _ contained: CompiledSchemaNode, min minimum: Int, max maximum: Int?, of schema: CompiledSchemaNode, _ instance: JSONValue,
        _ evaluated: inout EvaluatedParts, tracking: Bool
    )
        -> Bool
    {
        guard case .array(let array) = instance else { return true }
        var matches = 0
        var quiet = ValidationContext(direction: direction, collecting: false)
        quiet.depth = depth
        quiet.dynamicScope = dynamicScope
        for (offset, element) in array.enumerated() {
            if quiet.evaluateChild(contained, element, at: .index(offset)) {
                matches += 1
                if tracking { evaluated.insertItem(offset) }
            }
        }
        if matches < minimum {
            if collecting {
                let keyword = minimum == 1 ? "contains" : "minContains"
                report(
                    schema, keyword, keyword,
                    "expected at least \(minimum) item\(minimum == 1 ? "" : "s") matching 'contains', found \(matches)")
            }
            return false
        }
        if let maximum, matches > maximum {
            if collecting {
                report(
                    schema, "maxContains", "maxContains",
                    "expected at most \(maximum) item\(maximum == 1 ? "" : "s") matching 'contains', found \(matches)")
            }
            return false
        }
        return true
    }

    mutating func checkUnevaluatedItems(
        _ rest: CompiledSchemaNode, of schema: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts
    ) -> Bool {
        guard case .array(let array) = instance, !evaluated.allItems else { return true }
        var valid = true
        for (offset, element) in array.enumerated() where !evaluated.hasItem(offset) {
            if rest.isAlwaysFalse {
                guard collecting else { return false }
                report(
                    schema, "unevaluatedItems", "unevaluatedItems", "item \(offset) is not allowed (unevaluatedItems is false)",
                    extra: .index(offset))
                valid = false
            } else if !evaluateChild(rest, element, at: .index(offset)) {
                valid = false
                if !collecting { return false }
            }
        }
        if valid { evaluated.allItems = true }
        return valid
    }
}
