import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// The first step of linting, listing every schema node under the spec's schema positions, begun while the spec
/// loads: the load hands it the loading thread while the schemas finish compiling (``WorkWhileCompiling``), and it
/// walks the positions in order until the compilation is done. ``LintContext`` walks the rest on all cores, and the
/// nodes come out in the same order either way.
///
/// ```swift
/// let preparation = LintPreparation()
/// let contract = try Contract(contentsOf: url, allowedRefRoots: [], acceptingRemoteReferences: true, whileCompiling: preparation)
/// let findings = Linter().lint(contract, prepared: preparation)
/// ```
package final class LintPreparation: WorkWhileCompiling, Sendable {
    /// The schema objects the load met (as `Contract.schemaObjects` holds them), the positions among them, and the
    /// nodes under each position walked so far.
    private let walked = Locked<
        (schemaObjects: [OpenAPI.SchemaObject], roots: [OpenAPI.SchemaObject], nodes: [[OpenAPI.SchemaObject]?])?
    >(nil)

    package init() {}

    package func work(schemaObjects: [OpenAPI.SchemaObject], isCompiling: () -> Bool) {
        let roots = Self.roots(of: schemaObjects)
        var nodes = [[OpenAPI.SchemaObject]?](repeating: nil, count: roots.count)
        for index in roots.indices {
            guard isCompiling() else { break }
            nodes[index] = Self.nodes(under: roots[index])
        }
        walked.withLock { $0 = (schemaObjects, roots, nodes) }
    }

    /// Every schema node of `contract`, each position's nodes in walk order, positions in the order the model met
    /// them; those walked while loading (when this preparation was given to `contract`'s load) are not walked again.
    func schemaNodes(of contract: Contract) -> [OpenAPI.SchemaObject] {
        let begun = walked.withLock { $0 }.flatMap { walked in
            walked.schemaObjects.elementsEqual(contract.schemaObjects) { $0.specLocation == $1.specLocation } ? walked : nil
        }
        let roots = begun?.roots ?? Self.roots(of: contract.schemaObjects)
        var nodes = begun?.nodes ?? Array(repeating: nil, count: roots.count)
        let missing = roots.indices.filter { nodes[$0] == nil }
        for (index, late) in zip(missing, concurrentMapInterleaved(count: missing.count) { Self.nodes(under: roots[missing[$0]]) }) {
            nodes[index] = late
        }
        return nodes.flatMap { $0! }
    }

    /// The positions, each once (several schema objects can share one position).
    private static func roots(of schemaObjects: [OpenAPI.SchemaObject]) -> [OpenAPI.SchemaObject] {
        var seen = Set<SpecLocation>(minimumCapacity: schemaObjects.count)
        return schemaObjects.filter { seen.insert($0.specLocation).inserted }
    }

    /// The schema nodes under `root`, itself first.
    private static func nodes(under root: OpenAPI.SchemaObject) -> [OpenAPI.SchemaObject] {
        var nodes: [OpenAPI.SchemaObject] = []
        let location = root.specLocation
        SchemaWalker.visit(root.json, at: location.pointer) { node, pointer in
            nodes.append(OpenAPI.SchemaObject(json: node, specLocation: location.moved(to: pointer)))
        }
        return nodes
    }
}
