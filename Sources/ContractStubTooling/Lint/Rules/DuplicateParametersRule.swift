import ContractStubCore

extension LintRule {
    /// A parameter list names each (name, location) once; header names compare case-insensitively.
    static let duplicateParameters = LintRule(
        codes: [.specParameterDuplicate],
        summary: "Parameters are unique by name and location within a path item and within an operation."
    ) { context in
        var diagnostics: [Diagnostic] = []
        func check(_ parameters: [OpenAPI.ReferenceOr<OpenAPI.Parameter>], listAt list: SpecLocation, operationId: String?) {
            var seen: [String: Int] = [:]
            for (index, entry) in parameters.enumerated() {
                guard let parameter = entry.value else { continue }
                let name = parameter.location == .header ? parameter.name.lowercased() : parameter.name
                let key = "\(parameter.location.rawValue) \(name)"
                if let first = seen[key] {
                    diagnostics.append(
                        context.diagnostic(
                            .error, .specParameterDuplicate,
                            "parameter '\(parameter.name)' in \(parameter.location.rawValue) is declared twice in this list (first at index \(first))",
                            at: list.appending(index), operationId: operationId))
                } else {
                    seen[key] = index
                }
            }
        }
        for (_, item) in context.pathItems {
            check(item.parameters, listAt: item.specLocation.appending("parameters"), operationId: nil)
            for operation in item.operations.map(\.operation) {
                check(operation.parameters, listAt: operation.specLocation.appending("parameters"), operationId: operation.operationId)
            }
        }
        return diagnostics
    }
}
