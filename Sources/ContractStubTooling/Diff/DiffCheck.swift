import ContractStubCore

/// One group of comparisons ``SpecDiff`` runs: the rules it can report and the comparison itself, over the documents
/// as a whole or over each operation present in both versions.
struct DiffCheck: Sendable {
    /// What a check looks at.
    enum Scope: Sendable {
        /// The documents as a whole: what they declare once, and operations removed or added.
        case documents(@Sendable (DiffContext) -> [SpecChange])
        /// One operation present in both versions at a time, independently of the others (so operations can be
        /// compared on several threads, see ``SpecDiff``).
        case eachOperation(@Sendable (DiffContext, OperationPair) -> [SpecChange])
    }

    /// The rules this check reports.
    let rules: [DiffRule]
    /// Finds the changes.
    let scope: Scope

    /// A check of the documents as a whole.
    init(rules: [DiffRule], documents: @escaping @Sendable (DiffContext) -> [SpecChange]) {
        self.rules = rules
        scope = .documents(documents)
    }

    /// A check of each operation present in both versions.
    init(rules: [DiffRule], eachOperation: @escaping @Sendable (DiffContext, OperationPair) -> [SpecChange]) {
        self.rules = rules
        scope = .eachOperation(eachOperation)
    }
}
