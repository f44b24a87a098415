import Foundation

/// What the rules look at: the loaded contract, plus walks over it that several rules share.
struct LintContext: Sendable {
    /// The contract being checked.
    let contract: Contract

    /// The document model.
    var document: OpenAPI.Document { contract.document }

    /// Every schema node of the spec (each schema position and all subschemas written inside it), once each.
    func forEachSchemaNode(_ body: (JSONValue, SpecLocation) -> Void) {
        var seen = Set<SpecLocation>()
        for root in contract.schemaObjects {
            SchemaWalker.visit(root.json, at: root.specLocation.pointer) { node, pointer in
                let location = SpecLocation(documentURL: root.specLocation.documentURL, pointer: pointer)
                if seen.insert(location).inserted { body(node, location) }
            }
        }
    }

    /// Every path item written inline in `paths`, with its template.
    var pathItems: [(template: String, item: OpenAPI.PathItem)] {
        document.paths.compactMap { entry in entry.value.value.map { (template: entry.key, item: $0) } }
    }

    /// A diagnostic at `location`, with `file` set when the location is not in the main document.
    func diagnostic(
        _ severity: Diagnostic.Severity, _ code: String, _ message: String, at location: SpecLocation,
        operationId: String? = nil, suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity, code: code, message: message, specPointer: location.pointer, operationId: operationId,
            file: location.documentURL == contract.url ? nil : location.documentURL.path, suggestion: suggestion)
    }
}
