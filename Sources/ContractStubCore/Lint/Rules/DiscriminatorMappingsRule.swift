import Foundation

extension LintRule {
    /// `discriminator.propertyName` is a string and every `mapping` value names a schema that exists.
    static let discriminatorMappings = LintRule(
        codes: ["spec.discriminator.propertyName", "spec.discriminator.mapping"],
        summary: "Discriminators name a property, and their mappings resolve to schemas."
    ) { context in
        var diagnostics: [Diagnostic] = []
        let documents = Dictionary(context.contract.documents.map { ($0.url, $0.json) }, uniquingKeysWith: { first, _ in first })
        context.forEachSchemaNode { node, location in
            guard let discriminator = node["discriminator"]?.objectValue else { return }
            let here = location.appending("discriminator")
            if discriminator["propertyName"]?.stringValue == nil {
                diagnostics.append(
                    context.diagnostic(
                        .error, "spec.discriminator.propertyName", "a discriminator needs 'propertyName' (a string)", at: here))
            }
            for (value, target) in discriminator["mapping"]?.objectValue ?? JSONObject() {
                guard let target = target.stringValue else { continue }
                if !mappingResolves(target, from: location.documentURL, documents: documents, context: context) {
                    diagnostics.append(
                        context.diagnostic(
                            .error, "spec.discriminator.mapping",
                            "discriminator mapping '\(value)' → '\(target)' names no schema",
                            at: here.appending("mapping").appending(value)))
                }
            }
        }
        return diagnostics
    }

    /// A mapping value is a schema name in `components/schemas` or a reference that lands on something.
    private static func mappingResolves(
        _ target: String, from documentURL: URL, documents: [URL: JSONValue], context: LintContext
    ) -> Bool {
        guard target.contains("#") || target.contains("/") || target.hasSuffix(".json") else {
            return context.document.components.schemas[target] != nil
        }
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let file = parts.first.map(String.init) ?? ""
        let url = file.isEmpty ? documentURL : URL(fileURLWithPath: file, relativeTo: documentURL.deletingLastPathComponent()).standardizedFileURL
        guard let document = documents[url] else { return !file.isEmpty }  // a file not loaded: the loader reports it
        guard let pointer = try? JSONPointer(fragment: parts.count > 1 ? String(parts[1]) : "") else { return false }
        return document[pointer] != nil
    }
}
