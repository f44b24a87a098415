import ContractStubCore
import Foundation

/// Which recorded exchanges each breaking change would have broken (`diff --traffic`): drift against recorded
/// reality, so a team can tell a theoretical break from one that hits their clients.
///
/// Exchanges are routed by the old spec, the one they were recorded against. A breaking change is seen in an
/// exchange routed to its operation when:
/// - it removes that operation (`diff.path.removed`, `diff.operation.removed`, `diff.operation.removed-before-sunset`);
/// - it is about the request (`diff.parameter.*`, `diff.request.*`) and the new spec refuses the recorded request
///   at the changed place where the old one did not: a new required parameter or property the request lacked, an
///   enum value it sent that is gone, a tightened bound it crosses;
/// - it is about the response the exchange got (the same declared status): a status no longer declared, or a value
///   of the body that the recorded body has (a property removed or made optional, a type changed, a bound loosened:
///   the client read that value).
///
/// ```swift
/// let evidence = TrafficEvidence(old: v1, new: v2, exchanges: recorded)
/// evidence.exchanges(breakingBy: change)   // [3, 17]: the indexes of the exchanges it would have broken
/// ```
package struct TrafficEvidence {
    /// One exchange the old spec routes, with what the checks ask of it.
    private struct Routed {
        let index: Int
        let method: HTTPMethod
        let path: String
        /// The request findings of the new spec the old one does not have (same code at the same place of the request).
        let newFindings: [Diagnostic]
        /// The recorded request's `Content-Type`.
        let requestType: String?
        /// The key of the old operation's response that governs the recorded status; `nil` without a response.
        let responseKey: OpenAPI.ResponseKey?
        /// The recorded response's `Content-Type`.
        let responseType: String?
        /// The recorded response body, when it is JSON.
        let body: JSONValue?
    }

    private let routed: [Routed]
    private let newDocument: URL

    /// Routes and checks `exchanges` (recorded against `old`) against both specs.
    package init(old: Contract, new: Contract, exchanges: [TrafficExchange]) {
        let oldRequests = RequestValidator(contract: old)
        let newRequests = RequestValidator(contract: new)
        newDocument = new.url
        routed = exchanges.enumerated().compactMap { index, exchange in
            let before = oldRequests.validate(exchange.request)
            guard let operation = before.operation else { return nil }
            let after = newRequests.validate(exchange.request).diagnostics.filter { $0.severity == .error }
            let known = Set(before.diagnostics.map { "\($0.code) \($0.instancePointer?.description ?? "")" })
            return Routed(
                index: index, method: operation.method, path: operation.path,
                newFindings: after.filter { !known.contains("\($0.code) \($0.instancePointer?.description ?? "")") },
                requestType: exchange.request.headers["Content-Type"],
                responseKey: exchange.response.flatMap { operation.responseKey(for: $0.status) },
                responseType: exchange.response?.headers["Content-Type"],
                body: exchange.response.flatMap { try? JSONValue(decodingInstance: $0.body) })
        }
    }

    /// The indexes (in the traffic file) of the exchanges `change` would have broken, in file order; empty for
    /// a change that is not breaking, not about an operation, or not seen.
    package func exchanges(breakingBy change: SpecChange) -> [Int] {
        guard change.severity == .breaking, let operation = change.operation else { return [] }
        let calls = routed.filter { $0.method == operation.method && $0.path == operation.path }
        if Self.removals.contains(change.rule) { return calls.map(\.index) }
        if let place = change.place, place.responseKey != nil {
            return calls.filter { call in
                guard call.responseKey == place.responseKey, place.accepts(contentType: call.responseType) else { return false }
                switch place.part {
                case .status: return true
                case .value(let steps): return call.body.map { !SpecChange.ValueStep.values(at: steps, in: $0).isEmpty } ?? false
                case .unknownValue: return false
                }
            }.map(\.index)
        }
        if change.rule.hasPrefix("diff.parameter.") || change.rule.hasPrefix("diff.request."), let site = change.new?.location {
            return calls.filter { call in
                (change.place?.accepts(contentType: call.requestType) ?? true) && call.newFindings.contains { refuses($0, at: site) }
            }.map(\.index)
        }
        return []
    }

    /// The rules that remove the operation itself.
    private static let removals: Set<String> = [
        DiffRule.pathRemoved.id, DiffRule.operationRemoved.id, DiffRule.operationRemovedBeforeSunset.id,
    ]

    /// Whether `finding` is about the changed place: at it or inside it, or at the schema whose keyword changed
    /// (one level up: a finding at `…/schema` for a change at `…/schema/enum`).
    private func refuses(_ finding: Diagnostic, at site: SpecLocation) -> Bool {
        guard let pointer = finding.location.pointer, (finding.location.document ?? newDocument) == site.documentURL else {
            return false
        }
        return pointer.hasPrefix(site.pointer)
            || (site.pointer.hasPrefix(pointer) && site.pointer.tokens.count - pointer.tokens.count <= 1)
    }
}
