@_spi(ContractStubBytes) import ContractStubSyntax

/// The compiled schema graph of one ``Schema`` laid out for the validating scan (``SchemaScan``): one flat record per
/// node, children and `$ref` targets by index, property names in hash tables of bytes, so the scan takes no
/// reference counts and hashes no `String`s on its hot path.
///
/// Only what the scan answers exactly is laid out for it: `type`, the string and number assertions, `enum` and `const`
/// on scalars, `properties`/`additionalProperties`/`required`, `items`/`prefixItems`/`minItems`/`maxItems`, and the
/// in-place applicators `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else` and `$ref`. A node with any other keyword
/// (annotations for `unevaluated*`, a discriminator, `uniqueItems`, `patternProperties`, …) is *delegated*: the scan
/// builds its value and asks ``ValidationContext``. A graph with `$dynamicRef` has no plan (its answer depends on the
/// path taken), and such schemas are always validated as trees.
package final class ScanPlan: @unchecked Sendable {
    /// One schema node.
    struct Node {
        /// `false` (or a `not: {}`-like schema compiled to false).
        var isAlwaysFalse = false
        /// OpenAPI 3.0 `nullable: true`.
        var acceptsNull = false
        /// Validated by building the value and walking it as a tree.
        var isDelegated = false
        /// Has rules read in one pass over the value itself (type, assertions, members, items).
        var hasOwnPass = false
        /// What `type` allows; `nil` without a `type`.
        var types: JSONTypeSet?
        /// `minLength`, `maxLength`; -1 for none.
        var minLength = -1
        var maxLength = -1
        /// `format`, when asserted.
        var format: SchemaFormat?
        /// Index in ``ScanPlan/scalarRules`` of the other assertions on scalars (`enum`, `const`, `pattern`, `minimum`,
        /// `maximum`, `multipleOf`); -1 for none.
        var scalarRules: Int32 = -1
        /// `enum` or `const`: a container value is delegated.
        var comparesValues = false
        /// Index in ``ScanPlan/tables`` of the properties and required names; -1 for none.
        var members: Int32 = -1
        /// `additionalProperties`: a node index, ``none`` or ``alwaysFalse``.
        var additional: Int32 = ScanPlan.none
        /// `prefixItems`: `prefixCount` node indexes in ``ScanPlan/children`` from `prefixStart`.
        var prefixStart: Int32 = 0
        var prefixCount: Int32 = 0
        /// `items` after the prefix: a node index, ``none`` or ``alwaysFalse``.
        var rest: Int32 = ScanPlan.none
        /// `minItems`, `maxItems`; -1 for none.
        var minItems = -1
        var maxItems = -1
        /// In-place applicators: `applicatorCount` entries of ``ScanPlan/applicators`` from `applicatorStart`.
        var applicatorStart: Int32 = 0
        var applicatorCount: Int32 = 0
    }

    /// An applicator that evaluates subschemas on the same value.
    struct Applicator {
        enum Kind { case allOf, anyOf, oneOf, not, conditional, reference }
        let kind: Kind
        /// `allOf`/`anyOf`/`oneOf`: `count` node indexes in ``ScanPlan/children`` from `start`. `not`, `$ref`: the node
        /// in `start`. `if`/`then`/`else`: `start`, then `count` (``none`` when absent), else `extra` (likewise).
        let start: Int32
        let count: Int32
        var extra: Int32 = ScanPlan.none
    }

    /// The scalar assertions of one node, with the node itself so ``ValidationContext`` can check them. A class: the
    /// scan takes one reference to it, not one per field.
    final class ScalarRules: Sendable {
        /// The node the rules belong to.
        let node: CompiledSchemaNode
        /// `enum`, `const`, `pattern`, `minimum`, `maximum`, `multipleOf`.
        let rules: [SchemaRule]

        init(node: CompiledSchemaNode, rules: [SchemaRule]) {
            self.node = node
            self.rules = rules
        }
    }

    /// No subschema.
    static let none: Int32 = -1
    /// A `false` subschema.
    static let alwaysFalse: Int32 = -2

    /// Every node; the root is node 0.
    let nodes: UnmanagedBuffer<Node>
    /// Node indexes referred to by nodes and applicators.
    let children: UnmanagedBuffer<Int32>
    /// The in-place applicators of every node.
    let applicators: UnmanagedBuffer<Applicator>
    /// Property names and required names, by node.
    let tables: MemberTables
    /// Assertions on scalar values, by node.
    let scalarRules: [ScalarRules]
    /// The tree nodes, by index: what a delegated node is validated with.
    let schemaNodes: [CompiledSchemaNode]

    /// The plan of the graph from `root`, or `nil` when it has a `$dynamicRef`.
    init?(root: CompiledSchemaNode) {
        var builder = ScanPlanBuilder()
        guard builder.build(from: root) else { return nil }
        nodes = UnmanagedBuffer(copying: builder.nodes)
        children = UnmanagedBuffer(copying: builder.children)
        applicators = UnmanagedBuffer(copying: builder.applicators)
        tables = MemberTables(builder.tables)
        scalarRules = builder.scalarRules
        schemaNodes = builder.schemaNodes
    }

    deinit {
        nodes.deallocate()
        children.deallocate()
        applicators.deallocate()
    }
}
