import Foundation

/// An operation's security requirements: the request must meet one alternative, and every scheme inside it.
/// Only presence and form are checked (a bearer token is there, Basic credentials are base64 `user:password`),
/// never whether credentials are real.
struct SecurityPlan: Sendable {
    /// What one scheme asks of a request.
    enum Credential: Sendable, Hashable {
        /// An API key in a header, query parameter or cookie.
        case apiKey(name: String, location: OpenAPI.SecurityScheme.APIKeyLocation)
        /// `Authorization: <scheme> <credentials>` (`bearer` also for OAuth 2 and OpenID Connect).
        case authorization(scheme: String)
        /// Something a request cannot show (mutual TLS, or a scheme the spec does not define): always met.
        case unverifiable

        /// How a person would send it, for messages.
        var description: String {
            switch self {
            case .apiKey(let name, .header): return "header \(name)"
            case .apiKey(let name, .query): return "query parameter \(name)"
            case .apiKey(let name, .cookie): return "cookie \(name)"
            case .authorization(let scheme): return "Authorization: \(scheme.capitalized) …"
            case .unverifiable: return "(not checkable)"
            }
        }
    }

    /// The alternatives; each is a list of (scheme name, credential) that must all be present.
    let alternatives: [[(name: String, credential: Credential)]]
    /// Where the requirements are written.
    let location: SpecLocation?

    init(operation: Contract.Operation, document: OpenAPI.Document, url: URL) {
        alternatives = operation.security.map { requirement in
            requirement.schemes.keys.map { name in
                (name, Self.credential(document.components.securitySchemes[name]?.value))
            }
        }
        location = operation.security.first.map { requirement in
            requirement.specLocation.moved(to: requirement.specLocation.pointer.parent ?? .root)
        }
    }

    /// Query names used by API keys, which are not unknown query parameters.
    var queryNames: Set<String> {
        var names: Set<String> = []
        for alternative in alternatives {
            for entry in alternative {
                if case .apiKey(let name, .query) = entry.credential { names.insert(name) }
            }
        }
        return names
    }

    /// Appends `request.security.missing` when no alternative is met.
    func check(_ inputs: ParameterInputs, context: FindingContext, into diagnostics: inout [Diagnostic]) {
        guard !alternatives.isEmpty else { return }
        if alternatives.contains(where: { $0.allSatisfy { Self.isPresent($0.credential, in: inputs) } }) { return }
        let expected = alternatives.map { alternative in
            alternative.map { "\($0.credential.description) (\($0.name))" }.joined(separator: " and ")
        }
        let authorization = inputs.request.headers["Authorization"]
        let found = authorization.map { "Authorization: \($0.split(separator: " ").first.map(String.init) ?? "") …" } ?? "none of them"
        diagnostics.append(
            context.finding(
                .error, .requestSecurityMissing,
                "expected credentials: \(expected.joined(separator: " or ")); found \(found)",
                rule: location, instance: authorization == nil ? nil : InstancePointers.parameter(.header, "Authorization")))
    }

    private static func credential(_ scheme: OpenAPI.SecurityScheme?) -> Credential {
        switch scheme?.kind {
        case .apiKey(let name, let location)?: return .apiKey(name: name, location: location)
        case .http(let scheme, _)?: return .authorization(scheme: scheme.lowercased())
        case .oauth2?, .openIdConnect?: return .authorization(scheme: "bearer")
        case .mutualTLS?, nil: return .unverifiable
        }
    }

    private static func isPresent(_ credential: Credential, in inputs: ParameterInputs) -> Bool {
        switch credential {
        case .apiKey(let name, .header): return !(inputs.request.headers[name] ?? "").isEmpty
        case .apiKey(let name, .query): return !(inputs.query.firstRawValue(named: name).map(inputs.query.decode) ?? "").isEmpty
        case .apiKey(let name, .cookie): return !(inputs.cookies.firstRawValue(named: name).map(inputs.cookies.decode) ?? "").isEmpty
        case .authorization(let scheme): return hasAuthorization(scheme, inputs.request.headers["Authorization"])
        case .unverifiable: return true
        }
    }

    /// `Authorization: <scheme> <credentials>`; Basic credentials must be base64 of `user:password`.
    private static func hasAuthorization(_ scheme: String, _ header: String?) -> Bool {
        guard let header else { return false }
        let parts = header.trimmingSpaces().split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == scheme else { return false }
        let credentials = parts[1].trimmingSpaces()
        guard !credentials.isEmpty else { return false }
        guard scheme == "basic" else { return true }
        guard let data = Data(base64Encoded: String(credentials)), let text = String(data: data, encoding: .utf8) else { return false }
        return text.contains(":")
    }
}
