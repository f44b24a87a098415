import ContractStubCore

/// One group of comparisons ``SpecDiff`` runs: the rules it can report and the comparison itself.
struct DiffCheck: Sendable {
    /// The rules this check reports.
    let rules: [DiffRule]
    /// Finds the changes.
    let run: @Sendable (DiffContext) -> [SpecChange]
}
