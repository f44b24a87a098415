/// One compiled schema (or subschema): its rules point straight at the nodes of their subschemas and `$ref` targets,
/// so recursive schemas are cycles of nodes. Every node is owned by the ``SchemaArena`` of the compiler that made it;
/// the public face of a node is a ``Schema``, which keeps that arena alive.
final class CompiledSchemaNode: @unchecked Sendable {
    /// Where the schema lives.
    let location: SchemaLocation
    /// The resource (document or `$id` subschema) the schema belongs to, for `$dynamicRef`.
    let resource: SchemaResource
    /// The rules, in evaluation order; set once by the compiler (after creation, so cycles can point here).
    var rules: [SchemaRule] = []
    /// `true`/`false` for boolean schemas (and `false` for nothing else).
    var isAlwaysFalse = false
    /// OpenAPI 3.0 `nullable: true`: `null` is valid whatever the other keywords say.
    var acceptsNull = false
    /// `readOnly: true` was written on this schema.
    var readOnly = false
    /// `writeOnly: true` was written on this schema.
    var writeOnly = false
    /// The schema has `unevaluatedProperties`/`unevaluatedItems`, so its applicators report what they evaluated.
    var collectsAnnotations = false
    /// `properties` by name, consulted when `required` meets a `readOnly`/`writeOnly` property.
    var declaredProperties: [String: CompiledSchemaNode] = [:]
    /// The target when this schema is only a `$ref` (OpenAPI 3.0 style), to see `readOnly`/`writeOnly` through it.
    var referenceTarget: CompiledSchemaNode?

    init(location: SchemaLocation, resource: SchemaResource) {
        self.location = location
        self.resource = resource
    }

    /// `readOnly`, looking through a schema that is only a `$ref`.
    var isReadOnly: Bool { anyThroughReferences { $0.readOnly } }

    /// `writeOnly`, looking through a schema that is only a `$ref`.
    var isWriteOnly: Bool { anyThroughReferences { $0.writeOnly } }

    /// Drops every reference to other nodes; the arena calls it when it is freed, so cycles come apart.
    func cutEdges() {
        rules = []
        declaredProperties = [:]
        referenceTarget = nil
    }

    /// Whether `flag` is set here or on a schema this one refers to (a few hops at most; ref cycles end there).
    /// A closure rather than a key path: this runs for every property of every validated object.
    private func anyThroughReferences(_ flag: (CompiledSchemaNode) -> Bool) -> Bool {
        var schema: CompiledSchemaNode? = self
        for _ in 0..<8 {
            guard let current = schema else { return false }
            if flag(current) { return true }
            schema = current.referenceTarget
        }
        return false
    }
}
