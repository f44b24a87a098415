/// An error that is also a finding: every error ContractStub throws converts to a ``Diagnostic`` through this one
/// protocol, so every command (and every caller) reports thrown errors the way it reports findings.
///
/// ```swift
/// do { _ = try Contract(contentsOf: url) } catch let error as any DiagnosticError {
///     print(error.diagnostic.code, error.diagnostic.location, error.relatedDiagnostics.count)
/// }
/// ```
package protocol DiagnosticError: Error, CustomStringConvertible {
    /// The error as one finding: a catalogued code, the message, and where (document, line and column) when known.
    var diagnostic: Diagnostic { get }
    /// Findings behind the error, e.g. one per unresolved `$ref` of ``SpecLoadError`` `spec.refs.unresolved`.
    var relatedDiagnostics: [Diagnostic] { get }
}

extension DiagnosticError {
    /// None, unless the error says otherwise.
    package var relatedDiagnostics: [Diagnostic] { [] }
}

extension JSONSyntaxError: DiagnosticError {
    /// `json.syntax` at the line and column of the problem.
    package var diagnostic: Diagnostic {
        Diagnostic(
            .error, code: .jsonSyntax, message: message, position: SourcePosition(offset: offset, line: line, column: column))
    }
}
