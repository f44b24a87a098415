import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

/// A Swagger 2.0 load converts and compiles its definitions on the compiler's thread while the paths convert; what the
/// load reports stays what the model reader's order gives.
@Suite struct Swagger2DefinitionsTests {
    private let url = SpecTestSupport.memoryURL

    private func swagger2(definitions: String, paths: String = #"{"/pets": {"get": {"responses": {"200": {"description": "ok"}}}}}"#)
        -> String
    {
        #"{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": \#(paths), "definitions": \#(definitions)}"#
    }

    private func root(_ text: String) throws -> JSONObject {
        try #require(try JSONValue(decoding: Data(text.utf8)).objectValue)
    }

    private func definitions(_ text: String) throws -> Swagger2Definitions? {
        Swagger2Definitions(root: try root(text), url: url, roots: ReferenceRoots(mainURL: url))
    }

    @Test func theConversionIsTheOneTheWholeDocumentHolds() throws {
        let text = swagger2(
            definitions: ##"""
                {"Pet": {"type": "object", "properties": {"tag": {"$ref": "#/definitions/Tag"}}, "x-nullable": true},
                 "Tag": {"type": "string"}}
                """##)
        let definitions = try #require(try definitions(text))
        let conversion = definitions.conversion
        let json = try JSONValue(decoding: Data(text.utf8))
        let prepared = SpecLoader.prepare(json: json, kind: try SpecKind(of: json, url: url), url: url, definitions: definitions)
        #expect(prepared.json[JSONPointer("/components/schemas")] == .object(conversion.schemas))
        let single = try SpecLoader.prepare(json: json, url: url)
        #expect(prepared.json == single.json)
        #expect(conversion.schemas["Pet"]?["nullable"] == .bool(true))
        #expect(!conversion.refersOutsideDefinitions)
        #expect(
            Swagger2Definitions.schemaLocations(of: conversion.schemas, in: url).map(\.pointer) == [
                "/components/schemas/Pet", "/components/schemas/Tag",
            ])
        let provisional = Swagger2Definitions.provisionalDocument(schemas: conversion.schemas)
        let pet: JSONPointer = "/components/schemas/Pet"
        #expect(provisional[pet] == prepared.json[pet])
        #expect(provisional["openapi"] == prepared.json["openapi"])
    }

    @Test(arguments: [
        ##"{"Pet": {"$ref": "#/parameters/limit"}}"##,
        ##"{"Pet": {"items": {"$ref": "#/paths/~1pets/get/responses/200/schema"}}}"##,
    ])
    func aDefinitionReferringToAnotherPlaceOfTheDocumentIsNoted(definitions text: String) throws {
        #expect(try #require(try definitions(swagger2(definitions: text))).conversion.refersOutsideDefinitions)
    }

    @Test func aDefinitionReferringToAnotherFileIsNotNoted() throws {
        let text = swagger2(definitions: ##"{"Pet": {"properties": {"owner": {"$ref": "people.json#/Person"}}}}"##)
        #expect(!(try #require(try definitions(text)).conversion.refersOutsideDefinitions))
    }

    @Test func aDocumentWithoutDefinitionsHasNone() throws {
        #expect(try definitions(#"{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": {}}"#) == nil)
    }

    @Test func findingsAreThoseOfOneConverterInDocumentOrder() throws {
        let clean = try #require(try self.definitions(swagger2(definitions: #"{"Pet": {"type": "object"}}"#)))
        #expect(!clean.conversion.foundSomething)
        let text = swagger2(
            definitions: #"{"Pet": {"type": "object", "nope": 1}}"#,
            paths: #"{"/pets": {"get": {"unknownField": 1, "responses": {"200": {"description": "ok"}}}}}"#)
        let json = try JSONValue(decoding: Data(text.utf8))
        let definitions = try #require(try definitions(text))
        // The untracked conversion keeps no finding, only that there is one: the document is then converted again.
        #expect(definitions.conversion.foundSomething)
        let split = SpecLoader.prepare(json: json, kind: try SpecKind(of: json, url: url), url: url, definitions: definitions)
        let whole = try SpecLoader.prepare(json: json, url: url)
        #expect(
            split.diagnostics.map { $0.location.pointer?.description } == [
                "/paths/~1pets/get/unknownField", "/components/schemas/Pet/nope",
            ])
        #expect(split.diagnostics == whole.diagnostics)
        #expect(split.json == whole.json)
    }

    @Test func theCompilerThreadCompilesTheDefinitionsBeforeAnyQueuedPosition() throws {
        let text = swagger2(definitions: #"{"Pet": {"type": "object"}, "Tag": {"type": "string"}}"#)
        let definitions = try #require(try definitions(text))
        let compilation = BackgroundCompilation(early: definitions, url: url, files: ReferencedFiles(roots: ReferenceRoots(mainURL: url)))
        let compiler = try #require(compilation.finish(dialect: .openAPI30))
        #expect(compiler.compiledSchemaCount == 2)
    }

    @Test func aFailureMetBeforeTheDocumentIsReplacedIsForgotten() throws {
        let registry = SchemaRegistry()
        let partial = try JSONValue(decoding: Data(##"{"components": {"schemas": {"Pet": {"$ref": "#/x-shared/Id"}}}}"##.utf8))
        registry.register(partial, at: url)
        let compiler = SchemaCompiler(dialect: .openAPI30, registry: registry)
        #expect(throws: SchemaCompilationError.self) { try compiler.compile(documentURI: url, pointer: "/components/schemas/Pet") }
        let wholeText = ##"{"x-shared": {"Id": {"type": "integer"}}, "components": {"schemas": {"Pet": {"$ref": "#/x-shared/Id"}}}}"##
        compiler.replaceDocument(try JSONValue(decoding: Data(wholeText.utf8)), at: url)
        let schema = try compiler.compile(documentURI: url, pointer: "/components/schemas/Pet")
        let one = try JSONValue(decoding: Data("1".utf8))
        let word = JSONValue.string("one")
        #expect(schema.validate(one).isEmpty)
        #expect(!schema.validate(word).isEmpty)
    }

    /// The findings of a 2.0 load, whose definitions compile early, are those of loading its 3.0 conversion (which
    /// compiles in the model reader's order): warnings about patterns that do not compile, in the same order, and
    /// broken schemas.
    @Test(arguments: [
        // Patterns that do not compile, in a definition reached from a path and in a path parameter.
        #"{"Pet": {"type": "object", "properties": {"id": {"type": "string", "pattern": "(a"}}}, "Tag": {"type": "string", "pattern": "(b"}}"#,
        // A broken definition, reached through another.
        ##"{"Pet": {"type": "object", "properties": {"tag": {"$ref": "#/definitions/Tag"}}}, "Tag": {"type": "string", "minLength": "x"}}"##,
    ])
    func theFindingsAreThoseOfTheConversionLoadedAs30(definitions: String) throws {
        let paths = ##"""
            {"/pets/{id}": {"get": {"parameters": [{"name": "id", "in": "path", "required": true, "type": "string", "pattern": "(c"}],
              "responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Pet"}}}}},
             "/tags": {"get": {"responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Tag"}}}}}}
            """##
        let text = swagger2(definitions: definitions, paths: paths)
        let swagger2 = try Contract(data: Data(text.utf8), baseURL: url)
        let conversion = try SpecLoader.prepare(json: JSONValue(decoding: Data(text.utf8)), url: url).json
        let openAPI3 = try Contract(data: conversion.serializedData(), baseURL: url)
        let schemaFindings = { (contract: Contract) in
            contract.diagnostics.filter { $0.code.hasPrefix("schema.") }.map { "\($0.code) \($0.location.pointer?.description ?? "")" }
        }
        #expect(!schemaFindings(swagger2).isEmpty)
        #expect(schemaFindings(swagger2) == schemaFindings(openAPI3))
    }
}
