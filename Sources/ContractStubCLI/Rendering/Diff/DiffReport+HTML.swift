import ContractStubTooling

extension DiffReport {
    /// `--format html`: the changes as one self-contained page in the style of `verify --html` (its style sheet,
    /// no scripts, fonts or network): cards with the counts, then breaking changes, warnings and info, each grouped
    /// by operation in a collapsible section (open for breaking changes and warnings), each change with its message,
    /// rule id, both places (file:line:col and JSON pointer) and the spec lines around the one it is reported
    /// against (the old spec for removals). Every text from the specs and the file names goes through
    /// ``HTMLText/escape(_:)``.
    var html: String {
        var excerpts = SpecExcerpt()
        let title = "API changes: \(HTMLText.escape(paths.old)) → \(HTMLText.escape(paths.new))"
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>\(HTMLReport.style)\(Self.diffStyle)</style>
            </head><body>
            <header><h1>\(title)</h1></header>
            <section class="summary">
            \(card("Breaking", .breaking))
            \(card("Warnings", .warning))
            \(card("Info", .info))
            \(trafficCard)
            </section>

            """
        if changes.isEmpty { page += "<p class=\"legend\">No changes.</p>\n" }
        for severity in SpecChange.Severity.allCases.reversed() where count(severity) > 0 {
            page += "<h2>\(Self.title(severity))</h2>\n"
            for (index, group) in groups(severity).enumerated() {
                page += section(group, anchor: "\(severity.rawValue)-\(index)", open: severity != .info, excerpts: &excerpts)
            }
        }
        page += "<footer>Written by <code>contractstub diff</code>.</footer>\n</body></html>\n"
        return page
    }

    /// Colours for info, which `verify`'s findings never have.
    private static let diffStyle = """

        .finding.info{border-left-color:var(--line)}.info .sev{background:var(--muted)}
        """

    /// With `--traffic`: how many breaking changes the recorded exchanges show.
    private var trafficCard: String {
        guard let traffic else { return "" }
        return """
            <div class="card\(traffic.seenCount > 0 ? " bad" : "")"><h3>Seen in traffic</h3><p class="big">\(traffic.seenCount)</p>\
            <p>\(traffic.exchangeCount) exchanges in <code>\(HTMLText.escape(traffic.path))</code></p></div>
            """
    }

    private func card(_ title: String, _ severity: SpecChange.Severity) -> String {
        let state = severity == .breaking ? (count(.breaking) > 0 ? " bad" : " good") : ""
        return "<div class=\"card\(state)\"><h3>\(title)</h3><p class=\"big\">\(count(severity))</p></div>"
    }

    /// One operation's (or the document's) changes of one severity.
    private func section(
        _ group: (operation: SpecChange.OperationReference?, changes: [SpecChange]), anchor: String, open: Bool,
        excerpts: inout SpecExcerpt
    ) -> String {
        var heading = "<span class=\"tag-name\">Document</span>"
        if let operation = group.operation {
            let method = operation.method.description.uppercased()
            let id = operation.operationId.map { " <span class=\"id\">\(HTMLText.escape($0))</span>" } ?? ""
            heading = """
                <span class="m m-\(HTMLText.escape(method.lowercased()))">\(HTMLText.escape(method))</span> \
                <span class="path">\(HTMLText.escape(operation.path))</span>\(id)
                """
        }
        let count = group.changes.count
        var html = """
            <details class="tag"\(open ? " open" : "") id="\(anchor)"><summary>\(heading) \
            <span class="count">\(count) change\(count == 1 ? "" : "s")</span></summary>
            <div class="findings">

            """
        html += group.changes.map { article($0, excerpts: &excerpts) }.joined()
        return html + "</div></details>\n"
    }

    /// One change: severity, message and rule id; both places; the lines around the one it is reported against.
    private func article(_ change: SpecChange, excerpts: inout SpecExcerpt) -> String {
        var facts: [(String, String)] = []
        for (name, site, isOld) in [("old", change.old, true), ("new", change.new, false)] {
            guard let site else { continue }
            facts.append(
                (name, "\(HTMLText.escape(place(site, isOld: isOld))) <code>\(HTMLText.escape(site.location.pointer.description))</code>"))
        }
        if let note = traffic?.note(change) { facts.append(("traffic", HTMLText.escape(note))) }
        var html = """
            <article class="finding \(change.severity.rawValue)">\
            <p class="msg"><span class="sev">\(change.severity.rawValue)</span> \(HTMLText.escape(change.message)) \
            <code class="code">\(HTMLText.escape(change.rule))</code></p>
            <dl>\(facts.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined())</dl>

            """
        let useOld = change.isRemoval || change.new == nil
        if let site = useOld ? change.old : change.new, let line = site.position?.line {
            html += excerpts.html(around: line, in: file(site, isOld: useOld))
        }
        return html + "</article>\n"
    }
}
