import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

/// A subschema inside a schema compiled at load time is taken from that compilation, not compiled again.
@Suite("Nested schema lookup")
struct NestedSchemaLookupTests {
    private let specURL = URL(fileURLWithPath: "/tmp/nested-lookup.json")
    private let components = #"""
        {"schemas": {"Pet": {
            "type": "object", "required": ["name"],
            "properties": {
                "name": {"type": "string", "minLength": 2, "example": "Rex"},
                "tags": {"type": "array", "items": {"type": "string", "maxLength": 3}},
                "owner": {"allOf": [{"$ref": "#/components/schemas/Owner"}, {"required": ["id"]}]},
                "properties": {"type": "object", "properties": {"x": {"type": "integer"}}}
            },
            "patternProperties": {"^name$": {"type": "string"}},
            "x-extra": {"type": "integer"}
        },
        "Owner": {"type": "object", "properties": {"id": {"type": "integer"}}}}}
        """#

    private func contract() throws -> Contract {
        try Contract(data: Data(SpecTestSupport.document(components: components).utf8), baseURL: specURL)
    }

    @Test(arguments: [
        "/components/schemas/Pet/properties/name", "/components/schemas/Pet/properties/tags/items",
        "/components/schemas/Pet/properties/owner/allOf/1", "/components/schemas/Pet/properties/properties/properties/x",
        "/components/schemas/Pet/patternProperties/^name$",
    ])
    func findsTheNodeTheParentCompilationMade(pointer: String) throws {
        let contract = try contract()
        let parent = try #require(contract.schema(at: "/components/schemas/Pet"))
        let nested = try #require(contract.schema(at: JSONPointer(parsing: pointer)))
        let made = parent.node.inlineDescendant(
            at: SchemaLocation(document: parent.node.location.document, pointer: try JSONPointer(parsing: pointer)))
        #expect(nested.node === made)
        let expected = try JSONPointer(parsing: pointer)
        #expect(made?.location.pointer == expected)
    }

    @Test func aNameThatIsNoPropertyIsNotFound() throws {
        let parent = try #require(try contract().schema(at: "/components/schemas/Pet"))
        for pointer: JSONPointer in ["/components/schemas/Pet/properties/nothing", "/components/schemas/Pet/properties"] {
            #expect(parent.node.inlineDescendant(at: SchemaLocation(document: parent.node.location.document, pointer: pointer)) == nil)
        }
    }

    @Test func validatesLikeASchemaCompiledOnItsOwn() throws {
        let nested = try #require(try contract().schema(at: "/components/schemas/Pet/properties/tags/items"))
        let registry = SchemaRegistry()
        registry.register(try JSONValue(decoding: Data(SpecTestSupport.document(components: components).utf8)), at: specURL)
        let alone = try SchemaCompiler(dialect: .openAPI30, registry: registry)
            .compile(documentURI: specURL, pointer: "/components/schemas/Pet/properties/tags/items")
        for value: JSONValue in ["ab", "abcd", 3, nil] {
            #expect(nested.isValid(value) == alone.isValid(value), "\(value)")
            #expect(nested.validate(value) == alone.validate(value), "\(value)")
        }
        #expect(nested.validate("abcd").first?.specPointer == "/components/schemas/Pet/properties/tags/items/maxLength")
    }

    @Test func compilesAPlaceThatNoCompiledSchemaContains() throws {
        // An unknown keyword's value is not a subschema of Pet, so it is compiled on request.
        let contract = try contract()
        let parent = try #require(contract.schema(at: "/components/schemas/Pet"))
        let location = SchemaLocation(document: parent.node.location.document, pointer: "/components/schemas/Pet/x-extra")
        #expect(parent.node.inlineDescendant(at: location) == nil)
        let extra = try #require(contract.schema(at: "/components/schemas/Pet/x-extra"))
        #expect(extra.isValid(1))
        #expect(!extra.isValid("one"))
    }
}
