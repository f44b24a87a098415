import ContractStubCore
import ContractStubTooling
import Foundation

/// The changes of one `diff` run with the file names the user typed, printed in the chosen format.
///
/// ```swift
/// let report = DiffReport(paths: ("v1.json", "v2.json"), urls: (v1, v2), changes: SpecDiff.locate(diff.changes))
/// print(report.render(.markdown))
/// ```
struct DiffReport {
    /// The two specs as the user typed them.
    let paths: (old: String, new: String)
    /// The two specs' documents, to tell their changes from those in files they reference.
    let urls: (old: URL, new: URL)
    /// The changes, located, in ``SpecDiff/changes`` order.
    let changes: [SpecChange]
    /// What `--traffic` showed; `nil` without it.
    var traffic: DiffTraffic? = nil

    /// The whole output in `format`.
    func render(_ format: DiffFormat) -> String {
        switch format {
        case .text:
            let seen = traffic.map { "; \($0.summary)" } ?? ""
            return changes.map { textLine($0) + "\n" }.joined() + "\(paths.old) → \(paths.new): \(summaryText)\(seen)\n"
        case .github: return changes.compactMap(githubLine).map { $0 + "\n" }.joined()
        case .json:
            var summary = JSONObject()
            for severity in SpecChange.Severity.allCases.reversed() {
                summary[severity.rawValue] = .number(JSONNumber(count(severity)))
            }
            var document = JSONObject([("changes", .array(changes.map(jsonValue))), ("summary", .object(summary))])
            if let traffic {
                summary["seenInTraffic"] = .number(JSONNumber(traffic.seenCount))
                document["summary"] = .object(summary)
                document["traffic"] = ["file": .string(traffic.path), "exchanges": .number(JSONNumber(traffic.exchangeCount))]
            }
            return JSONValue.object(document).serialized(pretty: true) + "\n"
        case .markdown: return markdown
        case .html: return html
        }
    }

    /// How many changes have `severity`.
    func count(_ severity: SpecChange.Severity) -> Int {
        changes.count { $0.severity == severity }
    }

    /// `1 breaking, 0 warning, 2 info`, or `no changes`.
    var summaryText: String {
        if changes.isEmpty { return "no changes" }
        return SpecChange.Severity.allCases.reversed().map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }

    /// The changes of `severity` grouped by operation, in report order: changes to the document as a whole first
    /// (operation `nil`), then each operation in the order of its first change.
    func groups(_ severity: SpecChange.Severity) -> [(operation: SpecChange.OperationReference?, changes: [SpecChange])] {
        var groups: [(operation: SpecChange.OperationReference?, changes: [SpecChange])] = []
        var index: [SpecChange.OperationReference?: Int] = [:]
        for change in changes where change.severity == severity {
            if let at = index[change.operation] {
                groups[at].changes.append(change)
            } else {
                index[change.operation] = groups.count
                groups.append((change.operation, [change]))
            }
        }
        return groups
    }

    /// Both sites of `change`: `old.json:12:5 → new.json:14:5`, or the one it has.
    func sites(_ change: SpecChange) -> String {
        [change.old.map { place($0, isOld: true) }, change.new.map { place($0, isOld: false) }].compactMap { $0 }
            .joined(separator: " → ")
    }

    /// The file of `site` as the user typed it, or the path of the referenced file it is in.
    func file(_ site: SpecChange.Site, isOld: Bool) -> String {
        let main = isOld ? urls.old : urls.new
        return site.location.documentURL == main ? (isOld ? paths.old : paths.new) : site.location.documentURL.path
    }

    /// `file:line:col`, or the file alone when the position is unknown.
    func place(_ site: SpecChange.Site, isOld: Bool) -> String {
        file(site, isOld: isOld) + (site.position.map { ":\($0.line):\($0.column)" } ?? "")
    }

    /// `old.json:12:5 → new.json:14:5: breaking: GET /pets: message [rule]`, then `(seen in 2 exchanges: 0, 4)` when
    /// traffic shows it.
    private func textLine(_ change: SpecChange) -> String {
        "\(sites(change)): \(change)" + (traffic?.note(change).map { " (\($0))" } ?? "")
    }

    /// An annotation against the new file, or the old one for removals; `nil` for info.
    private func githubLine(_ change: SpecChange) -> String? {
        guard let severity = change.severity.diagnosticSeverity else { return nil }
        let useOld = change.isRemoval || change.new == nil
        guard let site = useOld ? change.old : change.new else { return nil }
        let seen = traffic?.note(change).map { " (\($0))" } ?? ""
        let diagnostic = Diagnostic(
            severity, code: change.rule, message: change.summary + seen, specPointer: site.location.pointer,
            operationId: change.operation?.operationId,
            position: site.position)
        return LocatedDiagnostic(diagnostic: diagnostic, file: file(site, isOld: useOld)).githubLine
    }

    private func jsonValue(_ change: SpecChange) -> JSONValue {
        var object = JSONObject()
        object["rule"] = .string(change.rule)
        object["severity"] = .string(change.severity.rawValue)
        object["message"] = .string(change.message)
        object["operation"] =
            change.operation.map { operation in
                [
                    "method": .string(operation.method.description), "path": .string(operation.path),
                    "operationId": operation.operationId.map(JSONValue.string) ?? .null,
                ]
            } ?? .null
        object["old"] = change.old.map { jsonValue($0, isOld: true) } ?? .null
        object["new"] = change.new.map { jsonValue($0, isOld: false) } ?? .null
        if let traffic { object["seenInExchanges"] = .array(traffic.exchanges(change).map { .number(JSONNumber($0)) }) }
        return .object(object)
    }

    private func jsonValue(_ site: SpecChange.Site, isOld: Bool) -> JSONValue {
        [
            "file": .string(file(site, isOld: isOld)), "pointer": .string(site.location.pointer.description),
            "line": site.position.map { .number(JSONNumber($0.line)) } ?? .null,
            "column": site.position.map { .number(JSONNumber($0.column)) } ?? .null,
        ]
    }
}
