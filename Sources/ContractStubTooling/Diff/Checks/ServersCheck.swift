import ContractStubCore

extension DiffCheck {
    /// Base paths that requests were sent to and that the new spec no longer serves.
    static let servers = DiffCheck(
        rules: [.serverBasePathChanged],
        documents: { context in
            let oldDocument = basePaths(context.old.document.servers)
            let newDocument = basePaths(context.new.document.servers)
            var changes: [SpecChange] = []
            let missingFromDocument = oldDocument.filter { !newDocument.contains($0) }
            if !missingFromDocument.isEmpty {
                changes.append(
                    SpecChange(
                        rule: .serverBasePathChanged, message: message(missing: missingFromDocument, new: newDocument), operation: nil,
                        old: context.old.document.specLocation.appending("servers"),
                        new: context.new.document.specLocation.appending("servers")
                    ))
            }
            for pair in context.pairs {
                let old = basePaths(pair.old.servers)
                let new = basePaths(pair.new.servers)
                guard old != oldDocument || new != newDocument else { continue }
                let missing = old.filter { !new.contains($0) }
                guard !missing.isEmpty else { continue }
                changes.append(
                    SpecChange(
                        rule: .serverBasePathChanged, message: message(missing: missing, new: new), operation: pair.reference,
                        old: pair.old.servers.first?.specLocation ?? pair.old.specLocation,
                        new: pair.new.servers.first?.specLocation ?? pair.new.specLocation))
            }
            return changes
        })

    private static func message(missing: [String], new: [String]) -> String {
        func list(_ paths: [String]) -> String { paths.map { "'\($0.isEmpty ? "/" : $0)'" }.joined(separator: ", ") }
        return "server base path \(list(missing)) is gone; the servers now use \(list(new))"
    }

    /// The distinct base paths of `servers` (every variable value), `""` for the root.
    private static func basePaths(_ servers: [OpenAPI.Server]) -> [String] {
        ServerBasePaths(
            servers.map { server in
                ServerDescription(
                    url: server.url,
                    variables: Dictionary(
                        server.variables.map { name, variable in
                            (name, ServerDescription.Variable(default: variable.defaultValue, enum: variable.enumValues ?? []))
                        },
                        uniquingKeysWith: { first, _ in first }))
            }
        ).basePaths
    }
}
