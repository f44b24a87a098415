import ContractStubCore
import Foundation

/// The diagnostics of one command run, printed in the chosen format.
struct DiagnosticReport: Sendable {
    /// The main file, as the user named it.
    let file: String
    /// Findings with positions already filled in.
    let diagnostics: [LocatedDiagnostic]
    /// Members added after `diagnostics` in the json format, e.g. `coverage`.
    var extraMembers: [(String, JSONValue)] = []
    /// Findings left out beyond a limit (`verify --max-findings`): counted in the summary, listed by code.
    var omitted: OmittedFindings?

    /// Diagnostics that are shown against `file` unless they name another file.
    init(file: String, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics.map { LocatedDiagnostic($0, mainFile: file) }
    }

    /// Diagnostics about the spec at `url` (typed by the user as `file`) with their `line:col` filled in; positions in
    /// the main file are found through `mainFileLocator` when its load kept one (``Contract/mainFileLocator``).
    init(file: String, locating diagnostics: [Diagnostic], in url: URL, mainFileLocator: SourceLocator? = nil) {
        var locator = DiagnosticLocator(mainFile: url, mainFileLocator: mainFileLocator)
        self.init(file: file, diagnostics: locator.locate(diagnostics))
    }

    /// Findings already paired with their files (and exchanges).
    init(file: String, located: [LocatedDiagnostic]) {
        self.file = file
        self.diagnostics = located
    }

    /// The number of errors, shown or omitted.
    var errorCount: Int { diagnostics.count { $0.diagnostic.severity == .error } + (omitted?.errors ?? 0) }
    /// The number of warnings, shown or omitted.
    var warningCount: Int { diagnostics.count { $0.diagnostic.severity == .warning } + (omitted?.warnings ?? 0) }

    /// Writes the report: text and github to standard output line by line, json as one document.
    func print(format: DiagnosticFormat, to output: CommandOutput) {
        switch format {
        case .text:
            var text = diagnostics.map { $0.textLine + "\n" }.joined()
            if let omitted { text += omitted.text + "\n" }
            text += "\(file): \(summary)\n"
            output.standardOutput(text)
        case .github:
            var text = diagnostics.map { $0.githubLine + "\n" }.joined()
            if let omitted { text += WorkflowCommand.line("notice", ["title": "findings"], omitted.text) + "\n" }
            output.standardOutput(text)
        case .json:
            var document = JSONObject([
                ("valid", .bool(errorCount == 0)), ("diagnostics", .array(diagnostics.map(\.jsonValue))),
            ])
            if let omitted { document["omitted"] = omitted.jsonValue }
            for (name, value) in extraMembers { document[name] = value }
            output.standardOutput(JSONValue.object(document).serialized(pretty: true) + "\n")
        }
    }

    private var summary: String {
        if errorCount + warningCount == 0 { return "OK, no problems found" }
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return "\(plural(errorCount, "error")), \(plural(warningCount, "warning"))"
    }
}
