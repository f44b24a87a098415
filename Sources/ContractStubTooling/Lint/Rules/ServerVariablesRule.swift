import ContractStubCore

extension LintRule {
    /// Server variables: every `{name}` in a server URL is defined, an `enum` is not empty, the `default` is in it.
    static let serverVariables = LintRule(
        codes: [.specServerVariableUndefined, .specServerVariableEnum, .specServerVariableDefault],
        summary: "Server URL variables are defined; enums are non-empty and contain the default."
    ) { context in
        var servers = context.document.servers
        for (_, item) in context.pathItems {
            servers += item.servers
            for entry in item.operations { servers += entry.operation.servers }
        }
        var diagnostics: [Diagnostic] = []
        for server in servers {
            for name in templateVariables(in: server.url) where server.variables[name] == nil {
                diagnostics.append(
                    context.diagnostic(
                        .error, .specServerVariableUndefined,
                        "server URL '\(server.url)' uses '{\(name)}' but 'variables' does not define '\(name)'",
                        at: server.specLocation.appending("url")))
            }
            for (name, variable) in server.variables {
                guard let values = variable.enumValues else { continue }
                if values.isEmpty {
                    diagnostics.append(
                        context.diagnostic(
                            .error, .specServerVariableEnum, "the enum of server variable '\(name)' is empty; list at least one value",
                            at: variable.specLocation.appending("enum")))
                } else if !values.contains(variable.defaultValue) {
                    diagnostics.append(
                        context.diagnostic(
                            .error, .specServerVariableDefault,
                            "the default '\(variable.defaultValue)' of server variable '\(name)' is not in its enum \(values)",
                            at: variable.specLocation.appending("default")))
                }
            }
        }
        return diagnostics
    }
}

extension LintRule {
    /// The `{variable}` names in a server URL, in order.
    fileprivate static func templateVariables(in url: String) -> [String] {
        var names: [String] = []
        var current: String?
        for character in url {
            switch character {
            case "{": current = ""
            case "}":
                if let name = current { names.append(name) }
                current = nil
            default: current?.append(character)
            }
        }
        return names
    }
}
