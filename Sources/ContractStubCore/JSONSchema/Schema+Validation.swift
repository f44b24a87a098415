/// The public face of a compiled ``Schema``: validation. The compiler (`Compiler/`) builds schemas and the validator
/// (`Validation/`) walks them; this file is the one place that uses both.
extension Schema {
    /// Every violation of `instance`: code `schema.<keyword>`, message saying expected vs found,
    /// `specPointer` at the keyword, `instancePointer` at the offending part of the instance.
    public func validate(_ instance: JSONValue, direction: ValidationDirection = .none) -> [Diagnostic] {
        var context = ValidationContext(direction: direction, collecting: true)
        var evaluated = EvaluatedParts()
        _ = context.evaluate(node, instance, &evaluated, tracking: false)
        return context.diagnostics
    }

    /// Whether `instance` is valid; faster than `validate` because it builds no messages.
    public func isValid(_ instance: JSONValue, direction: ValidationDirection = .none) -> Bool {
        var context = ValidationContext(direction: direction, collecting: false)
        var evaluated = EvaluatedParts()
        return context.evaluate(node, instance, &evaluated, tracking: false)
    }
}
