extension SynthesisError: DiagnosticError {
    /// `code` and `message`, with no location.
    public var diagnostic: Diagnostic { Diagnostic(.error, code: code, message: message) }
}
