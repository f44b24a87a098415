import Foundation

/// The request side of a contract's engine (``ContractEngine``): a trie of every path template, each operation's
/// servers' base paths, and each operation's request checks, built when a request first reaches it. Thread-safe.
///
/// Routing strips the longest base path of the spec's `servers` (any host) and looks the rest up in the trie
/// (literal segments beat templated ones; a trailing slash that only one side has is tolerated). It holds nothing
/// that holds the contract: the caller passes it in.
final class RequestRouting: Sendable {
    /// What routing found for a request.
    enum Outcome: Sendable {
        /// The operation's checks and the match (path parameters, a tolerated trailing slash).
        case found(RequestPlan, RouteMatch<Contract.Operation.ID>)
        /// Why nothing matched, and the template when the path matched but the method did not.
        case failed(Diagnostic, template: String?)
    }

    /// A routed operation: its parsed template and the base paths of its servers.
    private struct Route: Sendable {
        let template: PathTemplate
        let basePaths: Set<String>
    }

    private let trie: RouteTrie<Contract.Operation.ID>
    /// The routed operations (those whose path template parses), by id.
    private let routes: [Contract.Operation.ID: Route]
    /// Every base path of every operation's servers, longest first.
    private let basePaths: [String]
    private let plans = LazyPlans<Contract.Operation.ID, RequestPlan>()
    private let documents: SpecDocuments
    /// What routing found for each method and path asked so far: a pure function of the two (and the spec), and
    /// clients send the same few paths again and again, so a repeat costs one lookup instead of the walk.
    private let outcomes = BoundedMemo<RouteKey, Outcome>()

    /// A method and a path, as routed.
    private struct RouteKey: Hashable, Sendable {
        let method: String
        let path: String
    }

    /// The routes of every operation of `contract`.
    init(_ contract: Contract, documents: SpecDocuments) {
        self.documents = documents
        var trie = RouteTrie<Contract.Operation.ID>()
        var routes: [Contract.Operation.ID: Route] = [:]
        // Most operations share the document's servers: work out each distinct list's base paths once.
        var basePathsOfServers: [[ServerDescription]: Set<String>] = [:]
        for operation in contract.operations {
            guard let template = try? PathTemplate(operation.path) else { continue }
            trie.insert(template, method: operation.method.description, payload: operation.id)
            let servers = operation.servers.map(ServerDescription.init)
            let basePaths = basePathsOfServers[servers] ?? Set(ServerBasePaths(servers).basePaths)
            basePathsOfServers[servers] = basePaths
            routes[operation.id] = Route(template: template, basePaths: basePaths)
        }
        self.trie = trie
        self.routes = routes
        basePaths = Set(routes.values.flatMap(\.basePaths)).sorted {
            $0.utf8.count != $1.utf8.count ? $0.utf8.count > $1.utf8.count : $0 < $1
        }
    }

    /// Tries each base path the request path starts with, longest first, keeping an operation only when one of its
    /// own servers has that base path (once per method and path: see ``outcomes``).
    func route(method: String, path: String, in contract: Contract) -> Outcome {
        outcomes.value(for: RouteKey(method: method, path: path)) { routeAgain(method: method, path: path, in: contract) }
    }

    /// ``route(method:path:in:)`` worked out.
    private func routeAgain(method: String, path: String, in contract: Contract) -> Outcome {
        var methodMismatch: (template: PathTemplate, allowed: [String])?
        var stripped: String?
        for base in basePaths {
            guard let rest = Self.strip(base, from: path) else { continue }
            if stripped == nil { stripped = rest }
            switch trie.match(method: method, path: rest) {
            case .found(let match):
                if let route = routes[match.payload], route.basePaths.contains(base) {
                    return .found(plan(for: match.payload, template: route.template, in: contract), match)
                }
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
        let suggestions = RouteSuggestions.closest(to: stripped ?? path, method: method, among: trie.routes)
        var diagnostic = RouteDiagnostics.unknownRoute(method: method, path: path, suggestions: suggestions)
        if stripped == nil {
            diagnostic.message += " (its path starts with none of the servers' base paths: \(basePaths.joined(separator: ", ")))"
        }
        return .failed(diagnostic, template: nil)
    }

    /// The checks of the operation `id` of `contract`, built on first use.
    private func plan(for id: Contract.Operation.ID, template: PathTemplate, in contract: Contract) -> RequestPlan {
        plans.plan(for: id) {
            RequestPlan(operation: contract.operations[id.index], template: template, contract: contract, documents: documents)
        }
    }

    /// `path` without `base` when it starts with it at a segment boundary, comparing bytes as a server does.
    static func strip(_ base: String, from path: String) -> String? {
        if base.isEmpty { return path.isEmpty ? "/" : path }
        let escaped = path.utf8.contains(UInt8(ascii: "%"))
        let decoded = escaped ? (PercentDecoding.decode(path) ?? path) : path
        guard decoded.utf8.starts(with: base.utf8) else { return nil }
        let rest = escaped ? Self.dropSegments(of: base, from: path) : path.utf8.dropFirst(base.utf8.count)
        if rest.isEmpty { return "/" }
        return rest.first == UInt8(ascii: "/") ? String(Substring(rest)) : nil
    }

    /// Drops as many raw segments of `path` as `base` has.
    private static func dropSegments(of base: String, from path: String) -> Substring.UTF8View {
        let slash = UInt8(ascii: "/")
        let count = base.utf8.split(separator: slash).count
        var rest = path.utf8[...]
        for _ in 0..<count {
            rest = rest.dropFirst()
            rest = rest.firstIndex(of: slash).map { rest[$0...] } ?? rest[rest.endIndex...]
        }
        return rest
    }
}
