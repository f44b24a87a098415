import ContractStubCore

extension LintRule {
    /// `allowReserved` and `allowEmptyValue` only mean something for query parameters.
    static let parameterFields = LintRule(
        codes: [.specParameterAllowReserved, .specParameterAllowEmptyValue],
        summary: "allowReserved and allowEmptyValue appear only on query parameters."
    ) { context in
        var diagnostics: [Diagnostic] = []
        var seen = Set<SpecLocation>()
        for operation in context.contract.operations {
            for parameter in operation.parameters where parameter.location != .query && seen.insert(parameter.specLocation).inserted {
                let fields: [(String, DiagnosticCode, Bool)] = [
                    ("allowReserved", .specParameterAllowReserved, parameter.allowReserved),
                    ("allowEmptyValue", .specParameterAllowEmptyValue, parameter.allowEmptyValue),
                ]
                for (field, code, isSet) in fields where isSet {
                    diagnostics.append(
                        context.diagnostic(
                            .warning, code,
                            "'\(field)' applies only to query parameters; '\(parameter.name)' is in \(parameter.location.rawValue)",
                            at: parameter.specLocation.appending(field), operationId: operation.operationId))
                }
            }
        }
        return diagnostics
    }
}
