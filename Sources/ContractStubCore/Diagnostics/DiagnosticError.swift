/// An error that is also a finding: every error ContractStub throws converts to a ``Diagnostic`` through this one
/// protocol, so every command (and every caller) reports thrown errors the way it reports findings.
///
/// ```swift
/// do { _ = try Contract(contentsOf: url) } catch let error as any DiagnosticError {
///     print(error.diagnostic.code, error.diagnostic.location, error.relatedDiagnostics.count)
/// }
/// ```
public protocol DiagnosticError: Error, CustomStringConvertible {
    /// The error as one finding: a catalogued code, the message, and where (document, line and column) when known.
    var diagnostic: Diagnostic { get }
    /// Findings behind the error, e.g. one per unresolved `$ref` of ``SpecLoadError`` `spec.refs.unresolved`.
    var relatedDiagnostics: [Diagnostic] { get }
}

extension DiagnosticError {
    /// None, unless the error says otherwise.
    public var relatedDiagnostics: [Diagnostic] { [] }
}

extension SpecLoadError: DiagnosticError {
    /// `code` and `message` about the spec at `url`, at `position` for syntax errors.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, code: code, message: message, file: url.absoluteString, position: position)
    }

    /// ``diagnostics``.
    public var relatedDiagnostics: [Diagnostic] { diagnostics }
}

extension SchemaCompilationError: DiagnosticError {}

extension SynthesisError: DiagnosticError {
    /// `code` and `message`, with no location.
    public var diagnostic: Diagnostic { Diagnostic(.error, code: code, message: message) }
}

extension TrafficLogError: DiagnosticError {
    /// `traffic.line.invalid` at the line (column 1) of the log.
    public var diagnostic: Diagnostic {
        Diagnostic(
            .error, code: .trafficLineInvalid, message: message,
            position: SourcePosition(offset: 0, line: line, column: 1))
    }
}

extension JSONSyntaxError: DiagnosticError {
    /// `json.syntax` at the line and column of the problem.
    public var diagnostic: Diagnostic {
        Diagnostic(
            .error, code: .jsonSyntax, message: message, position: SourcePosition(offset: offset, line: line, column: column))
    }
}
