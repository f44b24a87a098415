import Foundation

/// The public face of a compiled ``Schema``: validation. The compiler (`Compiler/`) builds schemas and the validator
/// (`Validation/`) walks them; this file is the one place that uses both.
extension Schema {
    /// Every violation of `instance`: code `schema.<keyword>`, message saying expected vs found,
    /// `specPointer` at the keyword, `instancePointer` at the offending part of the instance.
    package func validate(_ instance: JSONValue, direction: ValidationDirection = .none) -> [Diagnostic] {
        var context = ValidationContext(direction: direction, collecting: true)
        var evaluated = EvaluatedParts()
        _ = context.evaluate(node, instance, &evaluated, tracking: false)
        return context.diagnostics
    }

    /// Whether `instance` is valid; faster than `validate` because it builds no messages.
    package func isValid(_ instance: JSONValue, direction: ValidationDirection = .none) -> Bool {
        var context = ValidationContext(direction: direction, collecting: false)
        var evaluated = EvaluatedParts()
        return context.evaluate(node, instance, &evaluated, tracking: false)
    }

    /// Whether the JSON text `data` is valid: the answer of reading it with ``JSONValue/init(decodingInstance:)`` and
    /// asking ``isValid(_:direction:)`` (`false` when it is not JSON), found while reading the bytes, without building
    /// the value where the schema does not need it. Bodies in the URLProtocol and in `verify` are checked this way.
    ///
    /// ```swift
    /// schema.isValid(json: Data(#"{"id": 1, "name": "Rex"}"#.utf8), direction: .response)  // true
    /// ```
    package func isValid(json data: Data, direction: ValidationDirection = .none) -> Bool {
        switch scan(data, direction: direction) {
        case .valid: return true
        case .invalid: return false
        case .undecided: return (try? JSONValue(decodingInstance: data)).map { isValid($0, direction: direction) } ?? false
        }
    }

    /// The validating scan of `data` (``SchemaScan``); ``SchemaScan/Outcome/undecided`` for a graph without a plan.
    package func scan(_ data: Data, direction: ValidationDirection) -> SchemaScan.Outcome {
        guard let plan = scanPlan else { return .undecided }
        return SchemaScan.scan(data, plan: plan, direction: direction)
    }
}
