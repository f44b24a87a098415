import ContractStubCore
import Foundation

/// The changes between two versions of a spec, judged from the side of clients written against the old one.
///
/// Operations are matched by method and path template, ignoring the names of path variables
/// (`/pets/{id}` ≡ `/pets/{petId}`). Schemas are compared structurally with `$ref`s followed, in the direction
/// data flows: on the request side new constraints break, on the response side removed or loosened guarantees break.
///
/// ```swift
/// let diff = SpecDiff(old: try Contract(contentsOf: v1URL), new: try Contract(contentsOf: v2URL))
/// let breaking = diff.changes.filter { $0.severity == .breaking }
/// for change in SpecDiff.locate(breaking) { print(change.new?.position, change) }
/// ```
package struct SpecDiff: Sendable {
    /// The spec clients were written against.
    package let old: Contract
    /// The spec that replaces it.
    package let new: Contract
    /// Every change found: document-wide changes first, then each operation's in old document order
    /// (operations added last).
    package let changes: [SpecChange]

    static let checks: [DiffCheck] = [
        .operations, .parameters, .requestBodies, .responses, .responseHeaders, .security, .servers, .webhooks,
    ]

    /// Every rule the diff can report, each once, in check order.
    package static var rules: [DiffRule] {
        var seen: Set<DiffRule> = []
        return checks.flatMap(\.rules).filter { seen.insert($0).inserted }
    }

    /// Compares `old` with `new`, judging sunset dates against `policy` (today, no notice required, by default).
    package init(old: Contract, new: Contract, policy: LifecyclePolicy = LifecyclePolicy(secondsSince1970: Date().timeIntervalSince1970)) {
        self.old = old
        self.new = new
        let context = DiffContext(old: old, new: new, policy: policy)
        var order: [SpecChange.OperationReference: Int] = [:]
        for (index, pair) in context.pairs.enumerated() { order[pair.reference] = index }
        for operation in context.removed { order[operation.reference] = order.count }
        let byOperation = OperationChecks.run(Self.checks, over: context)
        let found = Self.checks.indices.flatMap { index in
            switch Self.checks[index].scope {
            case .documents(let run): run(context)
            case .eachOperation: byOperation[index]
            }
        }
        // Stable: within one operation, changes keep check order.
        self.changes = found.enumerated().sorted { lhs, rhs in
            let left = lhs.element.operation.map { order[$0] ?? Int.max } ?? -1
            let right = rhs.element.operation.map { order[$0] ?? Int.max } ?? -1
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
