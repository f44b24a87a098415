import ContractStubCore
import Foundation

/// What the rules look at: the loaded contract, plus walks over it that several rules share.
struct LintContext: Sendable {
    /// The contract being checked.
    let contract: Contract
    /// Every schema node of the spec (each schema position and all subschemas written inside it), once each.
    let schemaNodes: [OpenAPI.SchemaObject]

    /// A context for `contract`; walks its schemas once, on all cores (roots dealt out in interleaved slices so big
    /// and small schemas spread evenly), keeping document order, but for those `prepared` walked while it loaded.
    init(contract: Contract, prepared: LintPreparation = LintPreparation()) {
        self.contract = contract
        schemaNodes = prepared.schemaNodes(of: contract)
    }

    /// The document model.
    var document: OpenAPI.Document { contract.document }

    /// Calls `body` for every schema node (see ``schemaNodes``).
    func forEachSchemaNode(_ body: (JSONValue, SpecLocation) -> Void) {
        for node in schemaNodes { body(node.json, node.specLocation) }
    }

    /// Every path item written inline in `paths`, with its template.
    var pathItems: [(template: String, item: OpenAPI.PathItem)] {
        document.paths.compactMap { entry in entry.value.value.map { (template: entry.key, item: $0) } }
    }

    /// A diagnostic at `location`, naming its document when it is not the main one.
    func diagnostic(
        _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, at location: SpecLocation,
        operationId: String? = nil, suggestion: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            severity, code: code, message: message, at: Diagnostic.Location(location, main: contract.url), operationId: operationId,
            suggestion: suggestion)
    }
}
