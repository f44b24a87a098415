import ContractStubCore

extension DiffCheck {
    /// Operations whose old credentials no longer suffice, and security schemes that send credentials differently.
    static let security = DiffCheck(
        rules: [.securityRequirementAdded, .securitySchemeChanged],
        documents: { context in
            var changes: [SpecChange] = []
            for pair in context.pairs {
                let newOptions = SecurityOptions(pair.new.security)
                let unmet = SecurityOptions(pair.old.security).alternatives.filter { !newOptions.isSatisfied(byCredentialsFor: $0) }
                guard !unmet.isEmpty else { continue }
                let message = unmet.map(SecurityOptions.describe).joined(separator: "; ")
                changes.append(
                    SpecChange(
                        rule: .securityRequirementAdded, message: "security \(message) no longer suffices; now required: \(newOptions)",
                        operation: pair.reference, old: securityLocation(of: pair.old, in: context.old),
                        new: securityLocation(of: pair.new, in: context.new)))
            }
            let usedSchemes = Set(context.old.operations.flatMap { $0.security.flatMap(\.schemes.keys) })
            let newSchemes = context.new.document.components.securitySchemes
            for (name, entry) in context.old.document.components.securitySchemes where usedSchemes.contains(name) {
                guard let old = entry.value, let new = newSchemes[name]?.value else { continue }
                let oldKind = describe(old.kind)
                let newKind = describe(new.kind)
                if oldKind != newKind {
                    changes.append(
                        SpecChange(
                            rule: .securitySchemeChanged, message: "security scheme '\(name)' changed from \(oldKind) to \(newKind)",
                            operation: nil,
                            old: old.specLocation, new: new.specLocation))
                }
            }
            return changes
        })

    /// Where an operation's security is written: its own `security`, else the document's, else the operation.
    private static func securityLocation(of operation: Contract.Operation, in contract: Contract) -> SpecLocation {
        if operation.operation.security != nil { return operation.specLocation.appending("security") }
        if contract.document.security != nil { return contract.document.specLocation.appending("security") }
        return operation.specLocation
    }

    /// How a scheme sends credentials, for comparison and messages.
    private static func describe(_ kind: OpenAPI.SecurityScheme.Kind) -> String {
        switch kind {
        case .apiKey(let name, let location): return "apiKey '\(name)' in \(location.rawValue)"
        case .http(let scheme, _): return "http \(scheme.lowercased())"
        case .oauth2: return "oauth2"
        case .openIdConnect(let url): return "openIdConnect at \(url)"
        case .mutualTLS: return "mutualTLS"
        }
    }
}

/// An operation's security as alternatives, each a set of schemes with the scopes each needs;
/// an empty alternative means anonymous access.
private struct SecurityOptions: CustomStringConvertible {
    let alternatives: [[String: Set<String>]]

    init(_ requirements: [OpenAPI.SecurityRequirement]) {
        let alternatives = requirements.map { requirement in
            Dictionary(requirement.schemes.map { ($0.key, Set($0.value)) }, uniquingKeysWith: { first, _ in first })
        }
        self.alternatives = alternatives.isEmpty ? [[:]] : alternatives
    }

    /// Whether a client holding the credentials of `held` meets one of these alternatives.
    func isSatisfied(byCredentialsFor held: [String: Set<String>]) -> Bool {
        alternatives.contains { needed in
            needed.allSatisfy { scheme, scopes in held[scheme].map(scopes.isSubset(of:)) ?? false }
        }
    }

    /// `none`, `petstore_auth (read:pets, write:pets)`, `api_key + petstore_auth`.
    static func describe(_ alternative: [String: Set<String>]) -> String {
        guard !alternative.isEmpty else { return "none" }
        return alternative.keys.sorted().map { name in
            let scopes = alternative[name]!.sorted()
            return scopes.isEmpty ? name : "\(name) (\(scopes.joined(separator: ", ")))"
        }.joined(separator: " + ")
    }

    var description: String {
        alternatives.map(Self.describe).joined(separator: " or ")
    }
}
