import ContractStubCore

/// What the checks look at: both contracts, schema resolvers for each, and the operations matched between them.
struct DiffContext {
    /// The spec clients were written against.
    let old: Contract
    /// The spec that replaces it.
    let new: Contract
    /// Follows `$ref`s in the old spec.
    let oldResolver: SchemaResolver
    /// Follows `$ref`s in the new spec.
    let newResolver: SchemaResolver
    /// Operations present in both, in old document order.
    let pairs: [OperationPair]
    /// Operations of the old spec with no counterpart in the new one.
    let removed: [Contract.Operation]
    /// Operations of the new spec with no counterpart in the old one.
    let added: [Contract.Operation]
    /// How deprecations and sunset dates are judged.
    let policy: LifecyclePolicy
    /// The schema pairs found unchanged so far, shared by every schema comparison of this diff.
    let unchangedPairs = SchemaComparison.UnchangedPairs()

    /// Matches the operations of `old` and `new` by method and path template. Where a spec has several templates
    /// that differ only in variable names (`/v1/{name}` and `/v1/{database}`), each pairs with the same template
    /// first, then in document order, so that the order a converter writes the paths in changes nothing.
    init(old: Contract, new: Contract, policy: LifecyclePolicy) {
        self.old = old
        self.new = new
        self.policy = policy
        oldResolver = SchemaResolver(old)
        newResolver = SchemaResolver(new)
        func key(_ operation: Contract.Operation) -> String { "\(operation.method) \(OperationPair.matchKey(operation.path))" }
        var unmatched: [String: [Contract.Operation]] = [:]
        for operation in new.operations { unmatched[key(operation), default: []].append(operation) }
        var pairs: [OperationPair] = []
        var removed: [Contract.Operation] = []
        for operation in old.operations {
            let key = key(operation)
            guard var candidates = unmatched[key], !candidates.isEmpty else {
                removed.append(operation)
                continue
            }
            let match = candidates.remove(at: candidates.firstIndex { $0.path == operation.path } ?? 0)
            unmatched[key] = candidates
            pairs.append(OperationPair(old: operation, new: match))
        }
        let addedKeys = Set(unmatched.values.joined().map { "\($0.method) \($0.path)" })
        self.pairs = pairs
        self.removed = removed
        added = new.operations.filter { addedKeys.contains("\($0.method) \($0.path)") }
    }

    /// A context over the same contracts and policy for comparing `pairs` only (no operation removed or added), with
    /// caches of its own: what a worker thread of ``SpecDiff`` uses, since resolvers and the unchanged pairs are not
    /// shared between threads.
    init(old: Contract, new: Contract, policy: LifecyclePolicy, pairs: [OperationPair]) {
        self.old = old
        self.new = new
        self.policy = policy
        oldResolver = SchemaResolver(old)
        newResolver = SchemaResolver(new)
        self.pairs = pairs
        removed = []
        added = []
    }

    /// A schema comparison for one subject of `pair` (`place`: where in an exchange the value travels).
    func schemaComparison(
        _ direction: SchemaComparison.Direction, subject: String, pair: OperationPair, rootTypeRule: DiffRule? = nil,
        rootDefaultRule: DiffRule? = nil, place: SpecChange.ExchangePlace? = nil
    ) -> SchemaComparison {
        SchemaComparison(
            direction, subject: subject, operation: pair.reference, old: oldResolver, new: newResolver, rootTypeRule: rootTypeRule,
            rootDefaultRule: rootDefaultRule, place: place, policy: policy, unchanged: unchangedPairs)
    }
}
