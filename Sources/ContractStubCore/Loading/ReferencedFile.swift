import Foundation

/// Reads a file a `$ref` names, for the model reader and the schema compiler alike: only under the allowed
/// ``ReferenceRoots``, and only when it holds a JSON object or YAML mapping.
///
/// Its failures never quote the file: a spec can name any file (`.token`, a binary), and what fails to parse
/// as a spec document must not reach a log. They say where the file is and what kind of file it is.
enum ReferencedFile {
    /// The JSON object of the file at `url` (normalised).
    /// - Throws: `ref.outside-root` outside the roots; `ref.unresolved` when it cannot be read or holds no object.
    static func read(_ url: URL, roots: ReferenceRoots) throws(ReferenceFailure) -> JSONValue {
        if let refusal = roots.refusal(of: url) { throw refusal }
        let json: JSONValue
        do {
            json = try SpecFile.read(url)
        } catch {
            throw ReferenceFailure(code: .refUnresolved, message: "cannot read \(url.path): \(contentFreeMessage(error, url: url))")
        }
        guard case .object = json else {
            throw ReferenceFailure(
                code: .refUnresolved,
                message: "\(url.path) is not a JSON object or YAML mapping (it reads as \(json.typeName)); a referenced file must hold one")
        }
        return json
    }

    /// What went wrong reading `url`, without any byte of its content: syntax errors keep only their line and column.
    private static func contentFreeMessage(_ error: SpecLoadError, url: URL) -> String {
        switch error.code {
        case DiagnosticCode.specFileMissing.id, DiagnosticCode.specFileDirectory.id, DiagnosticCode.specFileUnreadable.id,
            DiagnosticCode.specFileEmpty.id:
            return error.message
        default:
            let format = error.code == DiagnosticCode.specJsonSyntax.id ? "JSON" : "YAML"
            let position = error.position.map { " at line \($0.line), column \($0.column)" } ?? ""
            return """
                \(url.lastPathComponent) is not a JSON object or YAML mapping: it does not parse as \(format) (\(error.code)\(position)); \
                its content is not shown
                """
        }
    }
}
