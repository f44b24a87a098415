import ContractStubCore
import ContractStubTooling
import Foundation

/// `contractstub diff <old.json> <new.json>`: reports the changes between two versions of a spec that break
/// clients written against the old one (see ``SpecDiff``).
enum DiffCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Report changes between two versions of an OpenAPI document (JSON or YAML) that break existing clients.",
        arguments: [
            ArgumentSpec(name: "old.json", help: "The version clients were written against."),
            ArgumentSpec(name: "new.json", help: "The version that replaces it."),
        ],
        options: [DiagnosticFormat.option, failOn, deprecationDays, SpecInput.allowRefRoot],
        discussion: """
            Every change has a stable rule id (e.g. diff.operation.removed) and a severity: breaking, warning or info.
            github prints breaking changes as ::error and warnings as ::warning annotations (info is left out),
            against the new file, or the old one for removals.

            EXIT STATUS: 0 nothing at or above --fail-on, 1 such changes found, 2 usage error or unreadable input.
            """
    )

    static let failOn = Option.choice(
        "--fail-on", value: "severity", cases: [SpecChange.Severity.breaking, .warning], default: .breaking,
        help: "Exit 1 on changes at least this severe.")

    static let deprecationDays = Option.count(
        "--deprecation-days", value: "days", default: 0,
        help: "Require a new deprecation to carry an x-sunset date at least this many days away (0: no requirement).")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) -> ExitStatus {
        let paths = (old: arguments.positionals[0], new: arguments.positionals[1])
        let format = arguments.format
        let roots = arguments[SpecInput.allowRefRoot]
        guard
            case .success(let contracts) = SpecInput.loadEach(
                [paths.old, paths.new], format: format, output: output, allowedRefRoots: roots)
        else { return .usageOrInput }
        let (old, new) = (contracts[0], contracts[1])
        let report = DiffReport(
            paths: paths, urls: (old.url, new.url),
            changes: SpecDiff.locate(
                SpecDiff(
                    old: old, new: new,
                    policy: LifecyclePolicy(secondsSince1970: Date().timeIntervalSince1970, deprecationDays: arguments[deprecationDays])
                ).changes))
        output.standardOutput(report.render(format))
        return report.changes.contains { $0.severity >= arguments[failOn] } ? .problemsFound : .ok
    }
}

/// The changes of one `diff` run with the file names the user typed, printed in the chosen format.
private struct DiffReport {
    let paths: (old: String, new: String)
    let urls: (old: URL, new: URL)
    let changes: [SpecChange]

    func render(_ format: DiagnosticFormat) -> String {
        switch format {
        case .text: return changes.map { textLine($0) + "\n" }.joined() + "\(paths.old) → \(paths.new): \(summaryText)\n"
        case .github: return changes.compactMap(githubLine).map { $0 + "\n" }.joined()
        case .json:
            var summary = JSONObject()
            for severity in SpecChange.Severity.allCases.reversed() {
                summary[severity.rawValue] = .number(JSONNumber(count(severity)))
            }
            let document: JSONValue = ["changes": .array(changes.map(jsonValue)), "summary": .object(summary)]
            return document.serialized(pretty: true) + "\n"
        }
    }

    private func count(_ severity: SpecChange.Severity) -> Int {
        changes.count { $0.severity == severity }
    }

    private var summaryText: String {
        if changes.isEmpty { return "no changes" }
        return SpecChange.Severity.allCases.reversed().map { "\(count($0)) \($0.rawValue)" }.joined(separator: ", ")
    }

    /// `old.json:12:5 → new.json:14:5: breaking: GET /pets: message [rule]`.
    private func textLine(_ change: SpecChange) -> String {
        let sites = [change.old.map { place($0, isOld: true) }, change.new.map { place($0, isOld: false) }].compactMap { $0 }
        return "\(sites.joined(separator: " → ")): \(change)"
    }

    private func file(_ site: SpecChange.Site, isOld: Bool) -> String {
        let main = isOld ? urls.old : urls.new
        return site.location.documentURL == main ? (isOld ? paths.old : paths.new) : site.location.documentURL.path
    }

    private func place(_ site: SpecChange.Site, isOld: Bool) -> String {
        file(site, isOld: isOld) + (site.position.map { ":\($0.line):\($0.column)" } ?? "")
    }

    /// An annotation against the new file, or the old one for removals; `nil` for info.
    private func githubLine(_ change: SpecChange) -> String? {
        guard let severity = change.severity.diagnosticSeverity else { return nil }
        let useOld = change.isRemoval || change.new == nil
        guard let site = useOld ? change.old : change.new else { return nil }
        let diagnostic = Diagnostic(
            severity, code: change.rule, message: change.summary, specPointer: site.location.pointer,
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
