import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

/// A contract whose schemas refer back to themselves is freed with its compiled schemas when the last outside
/// reference goes; a ``Schema`` taken from it keeps working for as long as it is held, and is then freed too.
@Suite("Schema lifetime")
struct SchemaLifetimeTests {
    /// Weak references to what a scope made, looked at after the scope has ended.
    struct Leftovers {
        weak var contract: Contract?
        weak var schema: Schema?
        weak var arena: SchemaArena?
        /// Nodes on the cycles: the recursive schema itself and the `$ref` that points back to it.
        var nodes: [WeakNode] = []

        /// Whether anything compiled is still alive.
        var compiledSchemasAlive: Bool { schema != nil || arena != nil || nodes.contains { $0.node != nil } }
    }

    /// A weak reference to a compiled node.
    struct WeakNode {
        weak var node: CompiledSchemaNode?
    }

    /// A valid tree for both specs' `TreeNode`, and one with a string where an integer belongs.
    static let tree: JSONValue = ["value": 1, "children": [["value": 2, "children": []]]]
    static let brokenTree: JSONValue = ["value": 1, "children": [["value": 2, "children": [["value": "x"]]]]]

    /// The `TreeNode` node and the node of its `children.items` `$ref`, which points back at it.
    static func cycleNodes(of schema: Schema) -> [WeakNode] {
        var nodes = [WeakNode(node: schema.node)]
        for case .properties(let properties) in schema.node.rules {
            for case .items(_, let rest?, _) in properties.properties["children"]?.rules ?? [] { nodes.append(WeakNode(node: rest)) }
        }
        return nodes
    }

    /// Loads the spec of `version`, validates a request and a recursive value through it, and returns only weak
    /// references.
    static func loadAndValidate(_ version: String) throws -> Leftovers {
        let contract = try RecursiveSpecs.contract(version)
        #expect(contract.diagnostics.filter { $0.severity == .error }.isEmpty)
        let schema = try #require(contract.schema(at: "/components/schemas/TreeNode"))
        #expect(schema.isValid(tree))
        #expect(schema.validate(brokenTree).map(\.code) == ["schema.type"])
        let request = HTTPRequest(
            method: "POST", url: URL(string: "https://example.test/trees")!, headers: ["Content-Type": "application/json"],
            body: Data(#"{"value": 1, "label": "root", "children": [{"value": 2, "label": "leaf"}]}"#.utf8))
        #expect(RequestValidator(contract: contract).validate(request).diagnostics.isEmpty)
        let nodes = cycleNodes(of: schema)
        #expect(nodes.count == 2)
        return Leftovers(contract: contract, schema: schema, arena: schema.arena, nodes: nodes)
    }

    @Test(arguments: ["3.0", "3.1"])
    func aContractWithRecursiveSchemasIsFreed(version: String) throws {
        let leftovers = try Self.loadAndValidate(version)
        #expect(leftovers.contract == nil, "the \(version) contract is still alive")
        #expect(!leftovers.compiledSchemasAlive, "compiled \(version) schemas are still alive")
    }

    /// The `TreeNode` schema of the spec of `version`; the contract it came from is gone when this returns.
    static func schemaOfAContractGone(_ version: String) throws -> (Schema, Leftovers) {
        let contract = try RecursiveSpecs.contract(version)
        let schema = try #require(contract.schema(at: "/components/schemas/TreeNode"))
        return (schema, Leftovers(contract: contract))
    }

    @Test(arguments: ["3.0", "3.1"])
    func aSchemaOutlivesItsContractAndIsThenFreed(version: String) throws {
        var leftovers = Leftovers()
        do {
            let (schema, contractLeftovers) = try Self.schemaOfAContractGone(version)
            #expect(contractLeftovers.contract == nil, "the \(version) contract is still alive")
            #expect(schema.isValid(Self.tree))
            let violations = schema.validate(Self.brokenTree)
            #expect(violations.map(\.code) == ["schema.type"])
            #expect(violations.first?.instancePointer == "/children/0/children/0/value")
            #expect(violations.first?.specPointer == "/components/schemas/TreeNode/properties/value/type")
            leftovers = Leftovers(schema: schema, arena: schema.arena, nodes: Self.cycleNodes(of: schema))
        }
        #expect(!leftovers.compiledSchemasAlive, "compiled \(version) schemas are still alive")
    }

    /// `$dynamicRef` (3.1): the resources' dynamic anchors point back at nodes, another cycle to break.
    static func labelledTreeOfAContractGone() throws -> Schema {
        let contract = try RecursiveSpecs.contract("3.1")
        return try #require(contract.schema(at: "/components/schemas/LabelledTree"))
    }

    @Test func aDynamicRefSchemaOutlivesItsContractAndIsThenFreed() throws {
        var leftovers = Leftovers()
        do {
            let schema = try Self.labelledTreeOfAContractGone()
            #expect(schema.isValid(["label": "root", "children": [["label": "leaf", "children": []]]]))
            let violations = schema.validate(["label": "root", "children": [["children": []]]])
            #expect(violations.map(\.code) == ["schema.required"])
            #expect(violations.first?.instancePointer == "/children/0")
            #expect(schema.node.resource.dynamicAnchors["node"] != nil)
            let tree = WeakNode(node: schema.node.referenceTarget)
            leftovers = Leftovers(schema: schema, arena: schema.arena, nodes: [WeakNode(node: schema.node), tree])
        }
        #expect(!leftovers.compiledSchemasAlive, "compiled schemas are still alive")
    }

    /// A compiler used on its own (no contract) frees its recursive schemas with it.
    @Test func aCompilerIsFreedWithItsRecursiveSchemas() throws {
        var leftovers = Leftovers()
        do {
            let fixture = try SchemaFixture(
                ##"{"$defs": {"list": {"type": "object", "properties": {"next": {"$ref": "#/$defs/list"}}}}, "$ref": "#/$defs/list"}"##)
            let schema = try fixture.schema()
            #expect(try schema.accepts(#"{"next": {"next": {}}}"#))
            #expect(try schema.codes(#"{"next": {"next": 1}}"#) == ["schema.type"])
            leftovers = Leftovers(schema: schema, arena: schema.arena, nodes: [WeakNode(node: schema.node.referenceTarget)])
        }
        #expect(!leftovers.compiledSchemasAlive, "compiled schemas are still alive")
    }
}
