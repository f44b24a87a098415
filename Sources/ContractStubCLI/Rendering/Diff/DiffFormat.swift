/// How `diff` prints its changes (`--format`): the three formats every diagnostic command takes, plus two for people
/// that only `diff` takes (the other commands keep refusing them).
enum DiffFormat: String, CaseIterable, Sendable {
    /// `old:line:col → new:line:col: severity: operation: message [rule]`, then a summary line.
    case text
    /// One JSON document, for tools.
    case json
    /// GitHub Actions `::error`/`::warning` annotations.
    case github
    /// A changelog in GitHub-flavoured Markdown, for a pull-request comment.
    case markdown
    /// One self-contained HTML page, in the style of `verify --html`.
    case html

    /// `diff`'s `--format` option.
    static let option = Option.choice(
        "--format", value: "format", cases: allCases, default: text,
        help: "How to print changes; github prints GitHub Actions annotations, markdown a changelog for a pull-request comment, "
            + "html a self-contained page.")

    /// The format a spec that fails to load is reported in: the same one, or text for markdown and html.
    var loadFailures: DiagnosticFormat { DiagnosticFormat(rawValue: rawValue) ?? .text }
}
