/// A compiled schema: validates instances without re-reading JSON or re-resolving refs.
@_spi(ContractStubSpecialized) import ContractStubSyntax

///
/// ```swift
/// let schema = try compiler.compile(documentURI: specURL, pointer: "/components/schemas/Pet")
/// schema.isValid(["name": "Rex"])                       // true or false, no messages built
/// schema.validate(body, direction: .request)            // [Diagnostic] with pointers into spec and body
/// ```
///
/// Every ``Diagnostic`` carries `file` = the URI of the document the violated keyword lives in (always set, so a
/// caller that reports against its main spec can drop it when it equals that spec's URI).
///
/// Lifetime: a `Schema` keeps alive every schema its compiler compiled (they share one arena), so it stays valid after
/// the ``Contract`` or ``SchemaCompiler`` it came from is gone. When the last of them is released, the whole compiled
/// graph is freed, recursive `$ref` cycles included.
package final class Schema: Sendable {
    /// The compiled schema this handle validates with.
    let node: CompiledSchemaNode
    /// Owns `node` and everything it refers to; held so they live as long as this handle.
    let arena: SchemaArena
    /// The graph laid out for the validating scan, made when a body is first checked (`.some(nil)`: it has none).
    private let plan = Locked<ScanPlan??>(nil)

    init(node: CompiledSchemaNode, arena: SchemaArena) {
        self.node = node
        self.arena = arena
    }

    /// The scan plan of this schema, made once; `nil` when the graph has a `$dynamicRef`.
    package var scanPlan: ScanPlan? {
        plan.withLock { plan in
            if let made = plan { return made }
            let made = ScanPlan(root: node)
            plan = .some(made)
            return made
        }
    }
}
