import ContractStubTooling

extension DiffReport {
    /// `--format markdown`: a changelog for a pull-request comment. A summary line on top, then breaking changes,
    /// warnings and info, each grouped by operation (`GET /pets`, or "Document" for changes to the document as a
    /// whole) in a table of the change, its rule id and where it is in both specs. Every text from the specs and
    /// the file names goes through ``MarkdownText/escape(_:)``. With `--traffic`, the summary line counts the
    /// breaking changes recorded traffic shows, and each says in how many exchanges.
    var markdown: String {
        var text = "## API changes: \(MarkdownText.escape(paths.old)) → \(MarkdownText.escape(paths.new))\n\n"
        guard !changes.isEmpty else { return text + "No changes.\n" }
        text += "**\(count(.breaking)) breaking**, \(count(.warning)) warning\(count(.warning) == 1 ? "" : "s"), \(count(.info)) info"
        text += (traffic.map { " · \(MarkdownText.escape($0.summary))" } ?? "") + "\n"
        for severity in SpecChange.Severity.allCases.reversed() where count(severity) > 0 {
            text += "\n### \(Self.title(severity)) (\(count(severity)))\n"
            for group in groups(severity) {
                text += "\n#### \(group.operation.map { MarkdownText.escape($0.description) } ?? "Document")\n\n"
                text += "| change | rule | old → new |\n|---|---|---|\n"
                for change in group.changes {
                    let seen = traffic?.note(change).map { " — **\($0)**" } ?? ""
                    text += "| \(MarkdownText.escape(change.message))\(seen) | `\(change.rule)` | \(MarkdownText.escape(sites(change))) |\n"
                }
            }
        }
        return text
    }

    /// The heading of a severity's section.
    static func title(_ severity: SpecChange.Severity) -> String {
        switch severity {
        case .breaking: return "Breaking changes"
        case .warning: return "Warnings"
        case .info: return "Info"
        }
    }
}
