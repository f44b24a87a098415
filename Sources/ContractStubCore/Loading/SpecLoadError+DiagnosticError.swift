import Foundation

extension SpecLoadError: DiagnosticError {
    /// `code` and `message` about the spec at `url`, at `position` for syntax errors.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, code: code, message: message, file: url.absoluteString, position: position)
    }

    /// ``diagnostics``.
    package var relatedDiagnostics: [Diagnostic] { diagnostics }
}
