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

    /// Matches the operations of `old` and `new` by method and path template.
    init(old: Contract, new: Contract, policy: LifecyclePolicy) {
        self.old = old
        self.new = new
        self.policy = policy
        oldResolver = SchemaResolver(old)
        newResolver = SchemaResolver(new)
        var unmatched: [String: Contract.Operation] = [:]
        for operation in new.operations {
            let key = "\(operation.method) \(OperationPair.matchKey(operation.path))"
            if unmatched[key] == nil { unmatched[key] = operation }
        }
        var pairs: [OperationPair] = []
        var removed: [Contract.Operation] = []
        for operation in old.operations {
            if let match = unmatched.removeValue(forKey: "\(operation.method) \(OperationPair.matchKey(operation.path))") {
                pairs.append(OperationPair(old: operation, new: match))
            } else {
                removed.append(operation)
            }
        }
        let addedKeys = Set(unmatched.values.map { "\($0.method) \($0.path)" })
        self.pairs = pairs
        self.removed = removed
        added = new.operations.filter { addedKeys.contains("\($0.method) \($0.path)") }
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
