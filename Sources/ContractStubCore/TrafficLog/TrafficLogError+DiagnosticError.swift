extension TrafficLogError: DiagnosticError {
    /// `traffic.line.invalid` at the line (column 1) of the log.
    package var diagnostic: Diagnostic {
        Diagnostic(
            .error, code: .trafficLineInvalid, message: message,
            position: SourcePosition(offset: 0, line: line, column: 1))
    }
}
