import Foundation

/// In-place applicators: allOf, anyOf, oneOf (with discriminator), not, if/then/else, $ref, $dynamicRef.
extension ValidationContext {
    mutating func checkApplicator(
        _ rule: SchemaRule, of schema: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts, tracking: Bool
    )
        -> Bool
    {
        switch rule {
        case .properties(let properties):
            return checkProperties(properties, of: schema, instance, &evaluated, tracking: tracking)
        case .dependentSchemas(let dependencies, _):
            return checkDependentSchemas(dependencies, of: schema, instance, &evaluated, tracking: tracking)
        case .propertyNames(let names):
            return checkPropertyNames(names, instance)
        case .items(let prefix, let rest, let restKeyword):
            return checkItems(prefix: prefix, rest: rest, restKeyword: restKeyword, of: schema, instance, &evaluated, tracking: tracking)
        case .contains(let contained, let minimum, let maximum):
            return checkContains(contained, min: minimum, max: maximum, of: schema, instance, &evaluated, tracking: tracking)
        case .allOf(let branches):
            var valid = true
            for branch in branches where !evaluate(branch, instance, &evaluated, tracking: tracking) {
                valid = false
                if !collecting { return false }
            }
            return valid
        case .anyOf(let branches, let discriminator):
            return hinted(by: discriminator, of: schema, instance) {
                $0.checkAnyOf(branches, of: schema, instance, &evaluated, tracking: tracking)
            }
        case .oneOf(let branches, let discriminator):
            return hinted(by: discriminator, of: schema, instance) {
                $0.checkOneOf(branches, of: schema, instance, &evaluated, tracking: tracking)
            }
        case .not(let negated):
            var ignored = EvaluatedParts()
            let matched = quietly { $0.evaluate(negated, instance, &ignored, tracking: false) }
            if matched, collecting {
                report(schema, "not", "not", "expected the value not to match the 'not' schema, found \(ValueDescription.of(instance))")
            }
            return !matched
        case .conditional(let condition, let then, let otherwise):
            var conditionParts = EvaluatedParts()
            if quietly({ $0.evaluate(condition, instance, &conditionParts, tracking: tracking) }) {
                if tracking { evaluated.merge(conditionParts) }
                return then.map { evaluate($0, instance, &evaluated, tracking: tracking) } ?? true
            }
            return otherwise.map { evaluate($0, instance, &evaluated, tracking: tracking) } ?? true
        case .ref(let target):
            return evaluateReference(target, instance, &evaluated, tracking: tracking)
        case .contentSchema(let content):
            return checkContentSchema(content, of: schema, instance)
        case .dynamicRef(let initial, let anchor):
            var target = initial
            if let anchor, let outermost = dynamicScope.lazy.compactMap({ $0.dynamicAnchors[anchor] }).first {
                target = outermost
            }
            return evaluateReference(target, instance, &evaluated, tracking: tracking)
        case .unevaluatedProperties(let rest):
            return checkUnevaluatedProperties(rest, of: schema, instance, &evaluated)
        case .unevaluatedItems(let rest):
            return checkUnevaluatedItems(rest, of: schema, instance, &evaluated)
        default:
            return true
        }
    }

    /// Runs `body` without collecting (a probe whose failures are not violations), keeping depth and dynamic scope.
    private mutating func quietly(_ body: (inout ValidationContext) -> Bool) -> Bool {
        guard collecting else { return body(&self) }
        var quiet = ValidationContext(direction: direction, collecting: false)
        quiet.depth = depth
        quiet.dynamicScope = dynamicScope
        return body(&quiet)
    }

    /// An `anyOf`/`oneOf` whose `discriminator` is a hint (OAS 3.1.1 §4.8.25): `check`, the combinator without it,
    /// decides validity; only the message of a failure is narrowed to what the discriminator says. A missing property
    /// is reported as such; a value that names a schema (a `mapping` key or a component name) gets that schema's
    /// violations. Any other failure keeps the combinator's own report: the value may be one the branches accept
    /// through their own `enum` or `const`, which no discriminator lists.
    private mutating func hinted(
        by discriminator: Discriminator?, of schema: CompiledSchemaNode, _ instance: JSONValue, _ check: (inout ValidationContext) -> Bool
    ) -> Bool {
        guard collecting, let discriminator, case .object(let object) = instance else { return check(&self) }
        let outcome = isolated(check)
        if outcome.valid { return true }
        let name = discriminator.propertyName
        guard let value = object[name] else {
            report(schema, "discriminator", "discriminator", "missing discriminator property '\(name)'")
            return false
        }
        if case .string(let text) = value, let selected = discriminator.targets[text] {
            var ignored = EvaluatedParts()
            let narrowed = isolated { $0.evaluate(selected, instance, &ignored, tracking: false) }
            if !narrowed.valid, !narrowed.diagnostics.isEmpty {
                diagnostics += narrowed.diagnostics
                return false
            }
        }
        diagnostics += outcome.diagnostics
        return false
    }

    private mutating func checkAnyOf(
        _ branches: [CompiledSchemaNode], of schema: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts,
        tracking: Bool
    )
        -> Bool
    {
        if !collecting {
            var matched = false
            for branch in branches where evaluate(branch, instance, &evaluated, tracking: tracking) {
                matched = true
                if !tracking { return true }
            }
            return matched
        }
        var failures: [[Diagnostic]] = []
        var matched = false
        for branch in branches {
            let outcome = isolated { $0.evaluate(branch, instance, &evaluated, tracking: tracking) }
            if outcome.valid { matched = true } else { failures.append(outcome.diagnostics) }
        }
        if !matched { reportBestBranch(failures, of: schema, keyword: "anyOf", instance) }
        return matched
    }

    private mutating func checkOneOf(
        _ branches: [CompiledSchemaNode], of schema: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts,
        tracking: Bool
    )
        -> Bool
    {
        var matches: [Int] = []
        var failures: [[Diagnostic]] = []
        var parts = EvaluatedParts()
        for (offset, branch) in branches.enumerated() {
            var branchParts = EvaluatedParts()
            let valid: Bool
            if collecting {
                let outcome = isolated { $0.evaluate(branch, instance, &branchParts, tracking: tracking) }
                valid = outcome.valid
                if !valid { failures.append(outcome.diagnostics) }
            } else {
                valid = evaluate(branch, instance, &branchParts, tracking: tracking)
            }
            if valid {
                matches.append(offset)
                parts = branchParts
                if matches.count > 1, !collecting { return false }
            }
        }
        if matches.count == 1 {
            if tracking { evaluated.merge(parts) }
            return true
        }
        if collecting {
            if matches.isEmpty {
                reportBestBranch(failures, of: schema, keyword: "oneOf", instance)
            } else {
                let list = matches.map(String.init).joined(separator: ", ")
                report(schema, "oneOf", "oneOf", "expected exactly one oneOf branch to match, found \(matches.count) (branches \(list))")
            }
        }
        return false
    }

    /// Reports the violations of the branch that came closest: one that got past `type` at this level, then fewest
    /// violations, then the deepest instance pointer.
    private mutating func reportBestBranch(
        _ failures: [[Diagnostic]], of schema: CompiledSchemaNode, keyword: String, _ instance: JSONValue
    ) {
        let here = instancePointer
        func score(_ diagnostics: [Diagnostic]) -> (Int, Int, Int) {
            let typeMismatch = diagnostics.contains { $0.code == DiagnosticCode.schemaType.id && $0.instancePointer == here } ? 1 : 0
            let depth = diagnostics.map { $0.instancePointer?.depth ?? 0 }.max() ?? 0
            return (typeMismatch, diagnostics.count, -depth)
        }
        guard let best = failures.filter({ !$0.isEmpty }).min(by: { score($0) < score($1) }) else {
            report(
                schema, keyword, keyword,
                "expected the value to match one of the \(keyword) schemas, found \(ValueDescription.of(instance))")
            return
        }
        diagnostics += best
    }
}

extension ValidationContext {
    /// A string whose `contentMediaType` is JSON: its text parsed as JSON and checked against `contentSchema`, findings
    /// pointing into the parsed document below the string's own pointer (`/body/2/data/text`).
    mutating func checkContentSchema(_ content: CompiledSchemaNode, of schema: CompiledSchemaNode, _ instance: JSONValue) -> Bool {
        guard case .string(let text) = instance else { return true }
        guard let parsed = try? JSONValue(decodingInstance: Data(text.utf8)) else {
            if collecting {
                report(
                    schema, "contentMediaType", "contentSchema",
                    "expected JSON text (contentMediaType), found \(ValueDescription.of(instance))")
            }
            return false
        }
        var ignored = EvaluatedParts()
        return evaluate(content, parsed, &ignored, tracking: false)
    }
}
