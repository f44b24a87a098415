import Foundation
import Testing

@testable import ContractStubSchema
@testable import ContractStubSyntax

extension JSONSchemaTests {
    @Suite struct SchemaCompilerTests {
        @Test func compilingTwiceReturnsTheSameInstance() throws {
            let fixture = try SchemaFixture(#"{"components": {"schemas": {"A": {"type": "string"}}}}"#, dialect: .openAPI30)
            #expect(try fixture.schema("/components/schemas/A") === fixture.schema("/components/schemas/A"))
        }

        @Test func identifiersAboveASchemaSetItsBaseOnlyWhereTheDialectHasThem() throws {
            // A relative `$ref` resolves against the `$id` of an object above it in 2020-12; OpenAPI 3.0 has no
            // identifiers, so there the same `$ref` stays in the document (and the walk down is skipped).
            let withIdentifiers = try SchemaFixture(
                ##"{"components": {"$id": "https://example.com/other/", "schemas": {"A": {"$ref": "B"}}}, "B": {"type": "string"}}"##)
            let missing = compilationError { () throws(SchemaCompilationError) in
                try withIdentifiers.compiler.compile(documentURI: SchemaFixture.mainURI, pointer: "/components/schemas/A")
            }
            #expect(missing?.diagnostic.message.contains("https://example.com/other/B") == true)
            let without = try SchemaFixture(
                ##"{"components": {"$id": "https://example.com/other/", "schemas": {"A": {"$ref": "#/B"}}}, "B": {"type": "string"}}"##,
                dialect: .openAPI30)
            #expect(try without.schema("/components/schemas/A").accepts(#""text""#))
            #expect(try without.schema("/components/schemas/A").codes("1") == ["schema.type"])
        }

        @Test func refTargetsAreSharedAndRecursiveSchemasWork() throws {
            let fixture = try SchemaFixture(
                ##"{"$defs": {"node": {"type": "object", "properties": {"next": {"$ref": "#/$defs/node"}, "value": {"type": "integer"}}}}, "$ref": "#/$defs/node"}"##
            )
            let root = try fixture.schema()
            #expect(try root.accepts(#"{"value": 1, "next": {"value": 2, "next": {}}}"#))
            #expect(try root.codes(#"{"next": {"next": {"value": "x"}}}"#) == ["schema.type"])
            #expect(try fixture.schema("/$defs/node").node === root.node.referenceTarget)
        }

        @Test func unresolvableRefIsACompileErrorAtTheRefSchema() {
            let error = compilationError { () throws(SchemaCompilationError) in
                try compileSchemaTyped(##"{"properties": {"a": {"$ref": "#/definitions/Missing"}}}"##, dialect: .openAPI30)
            }
            #expect(error?.diagnostic.code == "ref.unresolved")
            #expect(error?.diagnostic.specPointer == "/properties/a")
            #expect(error?.diagnostic.message.contains("#/definitions/Missing") == true)
            #expect(error?.diagnostic.file == SchemaFixture.mainURI.absoluteString)
        }

        @Test func refChainsWithoutSchemasAreCompileErrors() {
            let selfLoop = compilationError { () throws(SchemaCompilationError) in try compileSchemaTyped(##"{"$ref": "#"}"##) }
            #expect(selfLoop?.diagnostic.code == "ref.cycle")
            let pair = compilationError { () throws(SchemaCompilationError) in
                try compileSchemaTyped(
                    ##"{"definitions": {"a": {"$ref": "#/definitions/b"}, "b": {"$ref": "#/definitions/a"}}, "$ref": "#/definitions/a"}"##,
                    dialect: .draft4)
            }
            #expect(pair?.diagnostic.code == "ref.cycle")
        }

        @Test func refLoopWithSiblingsTerminatesWithADepthViolation() throws {
            let schema = try compileSchema(##"{"$ref": "#", "type": "object"}"##)
            #expect(try schema.codes("{}") == ["schema.depth"])
        }

        @Test func idAnchorsAndEscapedPointers() throws {
            let schema = try compileSchema(
                ##"""
                {"$id": "https://example.test/root.json",
                 "$defs": {"a~b/c%d": {"type": "integer"}, "s": {"$anchor": "str", "type": "string"},
                           "inner": {"$id": "folder/inner.json", "$defs": {"x": {"minimum": 5}}, "$ref": "#/$defs/x"}},
                 "properties": {"p": {"$ref": "#/$defs/a~0b~1c%25d"}, "q": {"$ref": "#str"},
                                "r": {"$ref": "folder/inner.json"}}}
                """##)
            #expect(try schema.accepts(#"{"p": 1, "q": "s", "r": 6}"#))
            #expect(try schema.codes(#"{"p": "1", "q": 1, "r": 4}"#) == ["schema.type", "schema.type", "schema.minimum"])
        }

        @Test func crossDocumentRefsUseTheLoaderAndSetFile() throws {
            let registry = SchemaRegistry { url in
                guard url.absoluteString == "https://example.test/common.json" else { throw CocoaError(.fileNoSuchFile) }
                return ["$defs": ["id": ["type": "integer"]]]
            }
            let main = URL(string: "https://example.test/spec.json")!
            registry.register(["properties": ["id": ["$ref": "common.json#/$defs/id"]]], at: main)
            let schema = try SchemaCompiler(dialect: .draft2020_12, registry: registry).compile(documentURI: main, pointer: .root)
            let diagnostics = schema.validate(["id": "x"])
            #expect(diagnostics.first?.file == "https://example.test/common.json")
            #expect(diagnostics.first?.specPointer == "/$defs/id/type")
            let missing = compilationError { () throws(SchemaCompilationError) in
                registry.register(["$ref": "other.json"], at: URL(string: "https://example.test/b.json")!)
                return try SchemaCompiler(dialect: .draft2020_12, registry: registry)
                    .compile(documentURI: URL(string: "https://example.test/b.json")!, pointer: .root)
            }
            #expect(missing?.diagnostic.code == "ref.unresolved")
        }

        @Test func aFailureIsRememberedOnlyForTheSchemasThatReachIt() throws {
            let fixture = try SchemaFixture(
                ##"{"$defs": {"good": {"type": "string"}, "bad": {"minLength": "x"}, "root": {"properties": {"a": {"$ref": "#/$defs/good"}, "b": {"$ref": "#/$defs/bad"}}}}}"##
            )
            let failure = compilationError { () throws(SchemaCompilationError) in try fixture.schema("/$defs/root") }
            #expect(failure?.diagnostic.code == "schema.invalid")
            #expect(failure?.diagnostic.specPointer == "/$defs/bad/minLength")
            let count = fixture.compiler.compiledSchemaCount
            let again = compilationError { () throws(SchemaCompilationError) in try fixture.schema("/$defs/root") }
            #expect(again?.diagnostic == failure?.diagnostic)
            #expect(
                compilationError { () throws(SchemaCompilationError) in try fixture.schema("/$defs/bad") }?.diagnostic
                    == failure?.diagnostic)
            #expect(fixture.compiler.compiledSchemaCount == count)
            #expect(try fixture.schema("/$defs/good").accepts(#""text""#))
        }

        @Test func aRememberedFailureIsForgottenWhenADocumentIsRegistered() throws {
            let registry = SchemaRegistry()
            let main = URL(string: "https://example.test/b.json")!
            registry.register(["$ref": "other.json"], at: main)
            let compiler = SchemaCompiler(dialect: .draft2020_12, registry: registry)
            let missing = compilationError { () throws(SchemaCompilationError) in try compiler.compile(documentURI: main, pointer: .root) }
            #expect(missing?.diagnostic.code == "ref.unresolved")
            registry.register(["type": "string"], at: URL(string: "https://example.test/other.json")!)
            let schema = try compiler.compile(documentURI: main, pointer: .root)
            #expect(try schema.accepts(#""text""#))
            #expect(try !schema.accepts("1"))
        }

        @Test func dynamicRefResolvesInTheDynamicScope() throws {
            let registry = SchemaRegistry()
            let list = URL(string: "https://example.test/list.json")!
            registry.register(
                try instance(
                    ##"{"$id": "https://example.test/list.json", "$dynamicAnchor": "item", "type": "array", "items": {"$dynamicRef": "#item"}, "$defs": {"default": {"$dynamicAnchor": "item"}}}"##
                ),
                at: list)
            let strings = URL(string: "https://example.test/strings.json")!
            registry.register(
                try instance(
                    ##"{"$id": "https://example.test/strings.json", "$ref": "list.json", "$defs": {"s": {"$dynamicAnchor": "item", "type": "string"}}}"##
                ),
                at: strings)
            let schema = try SchemaCompiler(dialect: .draft2020_12, registry: registry).compile(documentURI: strings, pointer: .root)
            #expect(try schema.accepts(#"["a"]"#))
            #expect(try !schema.accepts("[1]"))
        }
    }
}
