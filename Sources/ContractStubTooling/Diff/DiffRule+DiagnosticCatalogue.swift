import ContractStubCore

/// The one catalogue of codes: every ``DiagnosticCode`` and every ``DiffRule``, with one spelling rule.
///
/// Diff rules keep their own severities (`breaking`, `warning`, `info`), so they stay in their own list; this joins
/// both for tools and tests that want every code ContractStub can print.
///
/// ```swift
/// CodeCatalogue.entries.count       // every code, diff rules included
/// ```
package enum CodeCatalogue {
    /// One code: its id, its severity as printed in the DocC articles, and what it means.
    package struct Entry: Sendable, Hashable {
        /// The stable, dotted id.
        package let id: String
        /// `error`, `warning`, or for diff rules `breaking`, `warning`, `info`.
        package let severity: String
        /// One sentence.
        package let summary: String
    }

    /// Diagnostic codes first, then diff rules.
    package static var entries: [Entry] {
        DiagnosticCode.all.map { Entry(id: $0.id, severity: $0.severity.rawValue, summary: $0.summary) }
            + SpecDiff.rules.map { Entry(id: $0.id, severity: $0.severity.rawValue, summary: $0.summary) }
    }
}
