import ContractStubCore

/// The one way commands print an error that stops them (exit status 2), whatever threw it:
/// `Error: file[:line:col]: message [code]` on standard error, from the error's ``DiagnosticError/diagnostic``.
///
/// ```swift
/// output.standardError(ErrorLine.text(error, file: path))  // Error: api.json:3:13: api.json is not valid JSON: … [spec.json.syntax]
/// ```
enum ErrorLine {
    /// The line for `error` about `file` (as the user typed it).
    static func text(_ error: any DiagnosticError, file: String) -> String {
        text(error.diagnostic, file: file)
    }

    /// The line for a diagnostic about `file` (as the user typed it).
    static func text(_ diagnostic: Diagnostic, file: String) -> String {
        let place = file + (diagnostic.location.position.map { ":\($0.line):\($0.column)" } ?? "")
        return "Error: \(place): \(diagnostic.message) [\(diagnostic.code)]\n"
    }
}
