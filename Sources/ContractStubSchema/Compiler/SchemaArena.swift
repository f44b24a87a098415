/// Owns every node one ``SchemaCompiler`` compiles, and the resources they belong to.
///
/// Compiled schemas point at each other strongly (a `$ref` rule holds its target), so recursive schemas are cycles
/// that reference counting alone never frees. Rather than weaken those edges, which would add work to every hop while
/// validating, the arena holds every node and, when it is freed itself, cuts all their edges so the cycles come apart
/// (and a 10,000-link chain is freed node by node, not by a deep cascade of releases).
///
/// Who keeps the arena alive: its ``SchemaCompiler`` (so a ``Contract`` does, through its compiler) and every ``Schema``
/// handed out, so a schema taken from a contract keeps working after the contract is gone. Invariant: nothing else
/// holds a node — code that keeps a node keeps the arena too (a ``Schema`` does both).
final class SchemaArena: @unchecked Sendable {
    /// Every node made, half-built ones of failed compilations included (they are unreachable but freed only here).
    private var nodes: [CompiledSchemaNode] = []
    private var resources: [SchemaResource] = []

    /// Takes ownership of `node`; called under the compiler's lock.
    func adopt(_ node: CompiledSchemaNode) {
        nodes.append(node)
    }

    /// Takes ownership of `resource`, whose dynamic anchors point at nodes; called under the compiler's lock.
    func adopt(_ resource: SchemaResource) {
        resources.append(resource)
    }

    deinit {
        for node in nodes { node.cutEdges() }
        for resource in resources { resource.dynamicAnchors = [:] }
    }
}
