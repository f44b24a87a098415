import Foundation

/// Builds the diagnostics of one operation: fills in `operationId`, points into the spec (naming the document only
/// when it is not the main one) and prefixes schema findings with the part of the exchange they concern.
struct FindingContext: Sendable {
    /// The operation concerned.
    let operationId: String?
    /// The contract's main document.
    let mainURL: URL

    /// A finding whose rule lives at `rule` in the spec.
    func finding(
        _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, rule: SpecLocation?, instance: JSONPointer?,
        suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity, code: code, message: message, at: rule.map { Diagnostic.Location($0, main: mainURL) } ?? Diagnostic.Location(),
            instancePointer: instance, operationId: operationId, suggestion: suggestion)
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
            finding.location.forgetDocument(ifItIs: mainURL)
            return finding
        }
    }
}
