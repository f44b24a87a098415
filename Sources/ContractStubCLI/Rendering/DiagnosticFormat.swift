/// How commands print diagnostics (`--format`).
enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `file:line:col: severity: message [code]`, for people; a summary line at the end.
    case text
    /// One JSON document, for tools.
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…::message`), which annotate pull requests.
    case github

    /// The `--format` option every diagnostic-printing command takes.
    static let option = Option.choice(
        "--format", value: "format", cases: allCases, default: text,
        help: "How to print findings; github prints GitHub Actions annotations.")
}

extension ParsedArguments {
    /// The `--format` given, else `text`.
    var format: DiagnosticFormat { self[DiagnosticFormat.option] }
}
