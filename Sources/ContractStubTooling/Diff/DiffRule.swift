import ContractStubCore

/// One kind of change `contractstub diff` reports: a stable id, its severity and what it means.
///
/// Rules are values so they can be listed, documented and tested one by one (see ``SpecDiff/rules``).
///
/// ```swift
/// DiffRule.operationRemoved.id        // "diff.operation.removed"
/// DiffRule.operationRemoved.severity  // .breaking
/// ```
package struct DiffRule: Sendable, Hashable {
    /// The stable, dotted id, e.g. `diff.parameter.required.added`.
    package let id: String
    /// The severity of every change the rule reports.
    package let severity: SpecChange.Severity
    /// What the rule reports, in one sentence.
    package let summary: String
}
