import Foundation

/// Routes requests to operations and checks them against the contract. Built once per contract; thread-safe.
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
public final class RequestValidator: Sendable {
    /// The contract requests are checked against.
    public let contract: Contract
    /// How strict the checks are.
    public let options: RequestValidationOptions
    private let routes: RouteTrie<Int>
    /// The routed operations, their templates and their servers' base paths, by route payload.
    private let routed: [(operation: Contract.Operation, template: PathTemplate, basePaths: Set<String>)]
    /// Each routed operation's checks, built when a request first reaches it.
    private let plans = LazyPlans<Int, RequestPlan>()
    private let documents: SpecDocuments
    /// Every base path of every operation's servers, longest first.
    private let basePaths: [String]

    /// A validator for `contract`: compiles its routes now, and each operation's checks once, when a request first
    /// reaches it.
    public init(contract: Contract, options: RequestValidationOptions = .init()) {
        self.contract = contract
        self.options = options
        documents = SpecDocuments(contract)
        var routes = RouteTrie<Int>()
        var routed: [(operation: Contract.Operation, template: PathTemplate, basePaths: Set<String>)] = []
        // Most operations share the document's servers: work out each distinct list's base paths once.
        var basePathsOfServers: [[ServerDescription]: Set<String>] = [:]
        for operation in contract.operations {
            guard let template = try? PathTemplate(operation.path) else { continue }
            routes.insert(template, method: operation.method.description, payload: routed.count)
            let servers = operation.servers.map(ServerDescription.init)
            let basePaths = basePathsOfServers[servers] ?? Set(ServerBasePaths(servers).basePaths)
            basePathsOfServers[servers] = basePaths
            routed.append((operation, template, basePaths))
        }
        self.routes = routes
        self.routed = routed
        basePaths = Set(routed.flatMap(\.basePaths)).sorted {
            $0.utf8.count != $1.utf8.count ? $0.utf8.count > $1.utf8.count : $0 < $1
        }
    }

    /// Routes and checks `request`: method, path, parameters, headers, cookies, content type, body, security.
    public func validate(_ request: HTTPRequest) -> RequestValidation {
        let target = RequestTarget(request.url.absoluteString)
        switch route(method: request.method, path: target.path) {
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
    public func operation(for request: HTTPRequest) -> Contract.Operation? {
        if case .found(let plan, _) = route(method: request.method, path: RequestTarget(request.url.absoluteString).path) {
            return plan.operation
        }
        return nil
    }

    private enum Routing {
        case found(RequestPlan, RouteMatch<Int>)
        case failed(Diagnostic, template: String?)
    }

    /// Tries each base path the request path starts with, longest first, keeping an operation only when one of its
    /// own servers has that base path.
    private func route(method: String, path: String) -> Routing {
        var methodMismatch: (template: PathTemplate, allowed: [String])?
        var stripped: String?
        for base in basePaths {
            guard let rest = Self.strip(base, from: path) else { continue }
            if stripped == nil { stripped = rest }
            switch routes.match(method: method, path: rest) {
            case .found(let match):
                if routed[match.payload].basePaths.contains(base) { return .found(plan(at: match.payload), match) }
            case .methodNotAllowed(let template, let allowed):
                if methodMismatch == nil { methodMismatch = (template, allowed) }
            case .notFound:
                break
            }
        }
        if let methodMismatch {
            return .failed(
                RouteDiagnostics.methodNotAllowed(
                    method: method, path: path, template: methodMismatch.template, allowedMethods: methodMismatch.allowed),
                template: methodMismatch.template.text)
        }
        let suggestions = RouteSuggestions.closest(to: stripped ?? path, method: method, among: routes.routes)
        var diagnostic = RouteDiagnostics.unknownRoute(method: method, path: path, suggestions: suggestions)
        if stripped == nil {
            diagnostic.message += " (its path starts with none of the servers' base paths: \(basePaths.joined(separator: ", ")))"
        }
        return .failed(diagnostic, template: nil)
    }

    /// The checks of the routed operation at `index`, built on first use.
    private func plan(at index: Int) -> RequestPlan {
        plans.plan(for: index) {
            let entry = routed[index]
            return RequestPlan(operation: entry.operation, template: entry.template, contract: contract, documents: documents)
        }
    }

    /// `path` without `base` when it starts with it at a segment boundary.
    private static func strip(_ base: String, from path: String) -> String? {
        if base.isEmpty { return path.isEmpty ? "/" : path }
        let decoded = path.contains("%") ? (PercentDecoding.decode(path) ?? path) : path
        guard decoded.hasPrefix(base) else { return nil }
        let rest = decoded == path ? Substring(path.utf8.dropFirst(base.utf8.count)) : Self.dropSegments(of: base, from: path)
        if rest.isEmpty { return "/" }
        return rest.hasPrefix("/") ? String(rest) : nil
    }

    /// Drops as many raw segments of `path` as `base` has.
    private static func dropSegments(of base: String, from path: String) -> Substring {
        let count = base.split(separator: "/").count
        var rest = path[...]
        for _ in 0..<count {
            rest = rest.dropFirst()
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
        }
        return rest
    }
}
