import Foundation

/// A spec that could not be loaded at all, with a stable ``code`` and a message that says what to do.
///
/// | code | when |
/// |---|---|
/// | `spec.file.missing` | no file at the path |
/// | `spec.file.directory` | the path is a directory |
/// | `spec.file.unreadable` | the file exists but cannot be read |
/// | `spec.file.empty` | the file is empty or only whitespace |
/// | `spec.json.syntax` | not JSON; the ``description`` says where (`path:line:column`) |
/// | `spec.yaml.syntax` | not YAML (a `.yaml`/`.yml` file, or content that is not JSON); the ``description`` says where |
/// | `spec.yaml.tab`, `spec.yaml.key.duplicate`, `spec.yaml.key.complex`, `spec.yaml.documents`, `spec.yaml.tag`, `spec.yaml.alias`, `spec.yaml.limit` | see ``YAMLSyntaxError`` |
/// | `spec.swagger2` | `swagger` is not the string `"2.0"`, or is next to `openapi` |
/// | `spec.version.missing` | no `openapi` field |
/// | `spec.version.unsupported` | `openapi` is not 3.0.x or 3.1.x |
/// | `spec.root.type` | the top level is not an object |
/// | `spec.refs.unresolved` | some `$ref`s cannot be resolved; ``diagnostics`` lists each one |
public struct SpecLoadError: Error, Sendable, CustomStringConvertible {
    /// The stable code, e.g. `spec.json.syntax`.
    public let code: String
    /// What is wrong and what to do, in one or two sentences.
    public let message: String
    /// The file concerned.
    public let url: URL
    /// Line and column of the problem, for syntax errors.
    package let position: SourcePosition?
    /// The individual findings behind the error (for `spec.refs.unresolved`, one per reference).
    public let diagnostics: [Diagnostic]

    /// An error about `url`.
    package init(code: String, message: String, url: URL, position: SourcePosition? = nil, diagnostics: [Diagnostic] = []) {
        self.code = code
        self.message = message
        self.url = url
        self.position = position
        self.diagnostics = diagnostics
    }

    /// An error about `url` with a catalogued code.
    init(code: DiagnosticCode, message: String, url: URL, position: SourcePosition? = nil, diagnostics: [Diagnostic] = []) {
        self.init(code: code.id, message: message, url: url, position: position, diagnostics: diagnostics)
    }

    /// `path[:line:column]: error: message [code]`, then one indented line per diagnostic.
    public var description: String {
        var text = url.isFileURL ? url.path : url.absoluteString
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": error: \(message) [\(code)]"
        for diagnostic in diagnostics {
            text +=
                "\n  \(diagnostic.file.map { $0 + " " } ?? "")\(diagnostic.specPointer?.uriFragment ?? "#"): \(diagnostic.message) [\(diagnostic.code)]"
        }
        return text
    }
}
