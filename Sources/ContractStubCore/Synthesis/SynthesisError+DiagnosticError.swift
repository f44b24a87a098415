extension SynthesisError: DiagnosticError {
    /// `code` and `message`, with no location.
    package var diagnostic: Diagnostic { Diagnostic(.error, code: code, message: message) }
}
