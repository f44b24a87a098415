import ContractStubCore

extension LintRule {
    /// Every `{name}` in a path template has an `in: path` parameter, and every path parameter appears in the template.
    static let pathParameters = LintRule(
        codes: [.specPathParameterUndeclared, .specPathParameterUnused],
        summary: "Each {template} in a path has a matching 'in: path' parameter, and vice versa."
    ) { context in
        var diagnostics: [Diagnostic] = []
        for operation in context.contract.operations {
            let templateNames = (try? PathTemplate(operation.path))?.parameterNames ?? []
            let declared = operation.parameters.filter { $0.location == .path }
            for name in templateNames where !declared.contains(where: { $0.name == name }) {
                diagnostics.append(
                    context.diagnostic(
                        .error, .specPathParameterUndeclared,
                        "\(operation.method.rawValue.uppercased()) \(operation.path) has '{\(name)}' in its path but no 'in: path' parameter named '\(name)'",
                        at: operation.specLocation, operationId: operation.operationId))
            }
            for parameter in declared where !templateNames.contains(parameter.name) {
                let suggestion = templateNames.count == 1 ? "did you mean '\(templateNames[0])'?" : nil
                diagnostics.append(
                    context.diagnostic(
                        .error, .specPathParameterUnused,
                        "path parameter '\(parameter.name)' of \(operation.method.rawValue.uppercased()) \(operation.path) does not appear in the path template",
                        at: parameter.specLocation, operationId: operation.operationId, suggestion: suggestion))
            }
        }
        return diagnostics
    }

}
