import Foundation

/// Builds the diagnostics of one operation: fills in `operationId`, points into the spec (naming the file only
/// when it is not the main document) and prefixes schema findings with the part of the exchange they concern.
struct FindingContext: Sendable {
    /// The operation concerned.
    let operationId: String?
    /// The contract's main document.
    let mainURL: URL
    /// `mainURL.absoluteString`, compared with the `file` schema findings carry.
    let mainURI: String

    init(operationId: String?, mainURL: URL) {
        self.operationId = operationId
        self.mainURL = mainURL
        mainURI = mainURL.absoluteString
    }

    /// A finding whose rule lives at `rule` in the spec.
    func finding(
        _ severity: Diagnostic.Severity, _ code: String, _ message: String, rule: SpecLocation?, instance: JSONPointer?,
        suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity, code: code, message: message, specPointer: rule?.pointer, instancePointer: instance,
            operationId: operationId, file: rule.flatMap { $0.documentURL == mainURL ? nil : $0.documentURL.path },
            suggestion: suggestion)
    }

    /// The schema violations of `value`, with instance pointers under `prefix`.
    func schemaFindings(_ schema: Schema, _ value: JSONValue, _ direction: ValidationDirection, under prefix: JSONPointer)
        -> [Diagnostic]
    {
        guard !schema.isValid(value, direction: direction) else { return [] }
        return schema.validate(value, direction: direction).map { finding in
            var finding = finding
            finding.instancePointer = prefix.appending(finding.instancePointer ?? .root)
            finding.operationId = operationId
            if let file = finding.file, file == mainURI || file == mainURL.path { finding.file = nil }
            if let file = finding.file, let url = URL(string: file), url.isFileURL { finding.file = url.path }
            return finding
        }
    }
}
