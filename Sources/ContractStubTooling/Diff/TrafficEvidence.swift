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
/// let evidence = TrafficEvidence(old: v1, new: v2, exchanges: recorded, changes: diff.changes)
/// evidence.exchanges(breakingBy: change)   // [3, 17]: the indexes of the exchanges it would have broken
/// ```
package struct TrafficEvidence {
    /// One exchange the old spec routes, with what the changes of its operation ask of it.
    private struct Routed {
        let index: Int
        /// The request findings of the new spec the old one does not have (same code at the same place of the
        /// request); empty when no request change of the operation needs them.
        let newFindings: [Diagnostic]
        /// The recorded request's `Content-Type`.
        let requestType: String?
        /// The key of the old operation's response that governs the recorded status; `nil` without a response.
        let responseKey: OpenAPI.ResponseKey?
        /// The recorded response's `Content-Type`.
        let responseType: String?
        /// The recorded response's headers.
        let responseHeaders: HTTPHeaders?
        /// The recorded response body, when it is JSON and a response change of the operation is about a value.
        let body: JSONValue?
    }

    /// What the changes of one operation need read from its exchanges.
    private struct Needs {
        var requestFindings = false
        var responseBody = false
    }

    /// The exchanges routed to each operation (`GET /pets`, as the old spec writes it), in file order.
    private let routed: [String: [Routed]]
    private let newDocument: URL

    /// Routes `exchanges` (recorded against `old`) by the old spec and reads from each what `changes` need: the
    /// request checked against both specs only for operations with a breaking request change, the response body
    /// only for operations with a breaking change to a response value.
    package init(old: Contract, new: Contract, exchanges: [TrafficExchange], changes: [SpecChange]) {
        var needs: [String: Needs] = [:]
        for change in changes where change.severity == .breaking {
            guard let operation = change.operation else { continue }
            var need = needs["\(operation)", default: Needs()]
            if Self.isAboutTheRequest(change) { need.requestFindings = true }
            if case .value = change.place?.part, change.place?.responseKey != nil { need.responseBody = true }
            needs["\(operation)"] = need
        }
        let oldRequests = RequestValidator(contract: old)
        let newRequests = RequestValidator(contract: new)
        newDocument = new.url
        var routed: [String: [Routed]] = [:]
        for (index, exchange) in exchanges.enumerated() {
            guard let operation = oldRequests.operation(for: exchange.request) else { continue }
            let key = "\(operation.method) \(operation.path)"
            guard let need = needs[key] else { continue }
            var newFindings: [Diagnostic] = []
            if need.requestFindings {
                let known = Set(oldRequests.validate(exchange.request).diagnostics.map(Self.place))
                newFindings = newRequests.validate(exchange.request).diagnostics.filter {
                    $0.severity == .error && !known.contains(Self.place($0))
                }
            }
            let responseType = exchange.response?.headers["Content-Type"]
            let isJSON = responseType.flatMap(ContentType.init)?.isJSON ?? false
            routed[key, default: []].append(
                Routed(
                    index: index, newFindings: newFindings, requestType: exchange.request.headers["Content-Type"],
                    responseKey: exchange.response.flatMap { operation.responseKey(for: $0.status) }, responseType: responseType,
                    responseHeaders: exchange.response?.headers,
                    body: need.responseBody && isJSON ? exchange.response.flatMap { try? JSONValue(decodingInstance: $0.body) } : nil))
        }
        self.routed = routed
    }

    /// The indexes (in the traffic file) of the exchanges `change` would have broken, in file order; empty for
    /// a change that is not breaking, not about an operation, or not seen.
    package func exchanges(breakingBy change: SpecChange) -> [Int] {
        guard change.severity == .breaking, let operation = change.operation, let calls = routed["\(operation)"] else { return [] }
        if Self.removals.contains(change.rule) { return calls.map(\.index) }
        if let place = change.place, place.responseKey != nil {
            return calls.filter { call in
                guard call.responseKey == place.responseKey, place.accepts(contentType: call.responseType) else { return false }
                switch place.part {
                case .status: return true
                case .value(let steps): return call.body.map { !SpecChange.ValueStep.values(at: steps, in: $0).isEmpty } ?? false
                case .unknownValue: return false
                case .header(let name): return call.responseHeaders?[name] != nil
                }
            }.map(\.index)
        }
        if Self.isAboutTheRequest(change), let site = change.new?.location {
            return calls.filter { call in
                (change.place?.accepts(contentType: call.requestType) ?? true) && call.newFindings.contains { refuses($0, at: site) }
            }.map(\.index)
        }
        return []
    }

    private static func isAboutTheRequest(_ change: SpecChange) -> Bool {
        change.rule.hasPrefix("diff.parameter.") || change.rule.hasPrefix("diff.request.")
    }

    /// A finding's code and place in the request, to tell the new spec's findings from the old one's.
    private static func place(_ finding: Diagnostic) -> String {
        "\(finding.code) \(finding.instancePointer?.description ?? "")"
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
            || (site.pointer.hasPrefix(pointer) && site.pointer.depth - pointer.depth <= 1)
    }
}
