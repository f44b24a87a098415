/// YAML that cannot be read into a JSON value, with a stable ``code`` and the 1-based line and column of the problem.
///
/// | code | when |
/// |---|---|
/// | `spec.yaml.syntax` | malformed YAML |
/// | `spec.yaml.tab` | a tab used as indentation |
/// | `spec.yaml.key.duplicate` | a mapping repeats a key |
/// | `spec.yaml.key.complex` | a mapping key is a mapping or a sequence |
/// | `spec.yaml.documents` | more than one document where one is expected |
/// | `spec.yaml.tag` | a tag other than the core ones, or a value its tag does not allow |
/// | `spec.yaml.alias` | an alias to an anchor not defined before it |
/// | `spec.yaml.limit` | nesting deeper than 512 levels, or aliases expanding to too many nodes |
package struct YAMLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The stable code, e.g. `spec.yaml.tab`.
    package let code: DiagnosticCode
    /// What is wrong, e.g. "tabs cannot indent YAML; use spaces".
    package let message: String
    /// 1-based line of the problem.
    package let line: Int
    /// 1-based column (in UTF-8 bytes) of the problem.
    package let column: Int
    /// 0-based byte offset of the problem.
    package let offset: Int

    /// An error at a known place.
    package init(code: DiagnosticCode, message: String, line: Int, column: Int, offset: Int) {
        self.code = code
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// "line L, column C: message".
    package var description: String { "line \(line), column \(column): \(message)" }
}

extension YAMLSyntaxError: DiagnosticError {
    /// ``code`` at the line and column of the problem.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, code: code, message: message, position: SourcePosition(offset: offset, line: line, column: column))
    }
}
