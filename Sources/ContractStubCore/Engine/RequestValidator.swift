import Foundation

/// Routes requests to operations and checks them against the contract. Cheap to make: the routes and each
/// operation's checks belong to the contract's engine (``ContractEngine``), built once per contract. Thread-safe.
///
/// Routing strips the longest base path of the spec's `servers` (any host) and looks the rest up in a trie
/// of every path template (literal segments beat templated ones; a trailing slash that only one side has is
/// tolerated with a warning). Then parameters (by style), headers, cookies, the body (by content type) and
/// security are checked. Instance pointers follow ``InstancePointers``.
///
/// | code | severity | when |
/// |---|---|---|
/// | `request.route.unknown` | error | no path template matches (with "did you mean …?") |
/// | `request.route.method` | error | the path matches but has no operation for the method |
/// | `request.route.trailing-slash` | warning | matched only after adding or removing a trailing slash |
/// | `request.path.invalid` | error | a `label`/`matrix` path value without its prefix |
/// | `request.query.missing`, `request.header.missing`, `request.cookie.missing` | error | a required parameter is absent |
/// | `request.query.empty` | error | `?name=` without `allowEmptyValue` |
/// | `request.query.unknown` | warning (error when strict) | an undeclared query parameter |
/// | `request.<in>.invalid` | error | a `content` parameter whose value does not parse |
/// | `request.body.missing` | error | a required body is absent |
/// | `request.body.content-type` | error | no or an undeclared `Content-Type` |
/// | `request.body.malformed` | error | the body does not parse as its content type |
/// | `request.body.hidden` | warning | the body could not be seen, so it was not checked |
/// | `request.body.unexpected` | warning | a body for an operation that declares none |
/// | `request.security.missing` | error | no security alternative is met |
/// | `schema.<keyword>` | error | a parameter or body value breaks its schema |
///
/// ```swift
/// let validator = RequestValidator(contract: contract)
/// let result = validator.validate(HTTPRequest(method: "GET", url: URL(string: "https://x.test/v1/pets?limit=0")!))
/// result.diagnostics.map(\.code)  // ["schema.minimum"]
/// ```
package final class RequestValidator: Sendable {
    /// The contract requests are checked against.
    package let contract: Contract
    /// How strict the checks are.
    package let options: RequestValidationOptions
    private let routing: RequestRouting

    /// A validator for `contract`: the contract's routes are compiled when its first validator is made, and each
    /// operation's checks once, when a request first reaches it; validators share both, whatever their options.
    package init(contract: Contract, options: RequestValidationOptions = .init()) {
        self.contract = contract
        self.options = options
        routing = contract.engine.requests
    }

    /// Routes and checks `request`: method, path, parameters, headers, cookies, content type, body, security.
    package func validate(_ request: HTTPRequest) -> RequestValidation {
        let target = RequestTarget(request.url.absoluteString)
        switch routing.route(method: request.method, path: target.path, in: contract) {
        case .found(let plan, let match):
            var diagnostics: [Diagnostic] = []
            if match.toleratedTrailingSlash {
                diagnostics.append(
                    RouteDiagnostics.trailingSlash(path: target.path, template: plan.template, operationId: plan.operation.operationId))
            }
            diagnostics += plan.check(request, query: target.query, match: match, strict: options.strict)
            return RequestValidation(operation: plan.operation, pathTemplate: plan.template.text, diagnostics: diagnostics)
        case .failed(let diagnostic, let template):
            return RequestValidation(operation: nil, pathTemplate: template, diagnostics: [diagnostic])
        }
    }

    /// The operation `request` is routed to, without checking anything else.
    package func operation(for request: HTTPRequest) -> Contract.Operation? {
        let path = RequestTarget(request.url.absoluteString).path
        if case .found(let plan, _) = routing.route(method: request.method, path: path, in: contract) { return plan.operation }
        return nil
    }
}
