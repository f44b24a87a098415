import ContractStubCore

extension LintRule {
    /// `allowReserved` and `allowEmptyValue` only mean something for query parameters.
    static let parameterFields = LintRule(
        codes: ["spec.parameter.allowReserved", "spec.parameter.allowEmptyValue"],
        summary: "allowReserved and allowEmptyValue appear only on query parameters."
    ) { context in
        var diagnostics: [Diagnostic] = []
        var seen = Set<SpecLocation>()
        for operation in context.contract.operations {
            for parameter in operation.parameters where parameter.location != .query && seen.insert(parameter.specLocation).inserted {
                for (field, isSet) in [("allowReserved", parameter.allowReserved), ("allowEmptyValue", parameter.allowEmptyValue)] where isSet {
                    diagnostics.append(
                        context.diagnostic(
                            .warning, "spec.parameter.\(field)",
                            "'\(field)' applies only to query parameters; '\(parameter.name)' is in \(parameter.location.rawValue)",
                            at: parameter.specLocation.appending(field), operationId: operation.operationId))
                }
            }
        }
        return diagnostics
    }
}
