import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

/// A Swagger 2.0 load hands its converted components over before its paths convert, so their schemas compile on
/// another core meanwhile; what the load reports stays what the model reader's order gives.
@Suite struct Swagger2EarlyComponentsTests {
    private let url = SpecTestSupport.memoryURL

    private func swagger2(definitions: String, paths: String = #"{"/pets": {"get": {"responses": {"200": {"description": "ok"}}}}}"#)
        -> String
    {
        #"{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": \#(paths), "definitions": \#(definitions)}"#
    }

    /// What `SpecLoader.prepare` hands over for `text`, and the conversion.
    private func handedOver(_ text: String) throws -> (early: [Swagger2EarlyComponents], prepared: PreparedSpec) {
        var early: [Swagger2EarlyComponents] = []
        let prepared = try SpecLoader.prepare(json: JSONValue(decoding: Data(text.utf8)), url: url) { early.append($0) }
        return (early, prepared)
    }

    @Test func theConvertedDefinitionsAreHandedOverOnce() throws {
        let text = swagger2(
            definitions: #"""
                {"Pet": {"type": "object", "properties": {"id": {"type": "string", "pattern": "^p-[0-9]+$"},
                  "tag": {"$ref": "#/definitions/Tag"}}, "x-nullable": true},
                 "Tag": {"type": "string", "pattern": "^[a-z]+$"}}
                """#)
        let (early, prepared) = try handedOver(text)
        let handed = try #require(early.count == 1 ? early.first : nil)
        #expect(JSONValue.object(handed.components) == prepared.json["components"])
        #expect(handed.schemaLocations(in: url).map(\.pointer) == ["/components/schemas/Pet", "/components/schemas/Tag"])
        // The provisional document holds the conversion's values at the same pointers.
        let provisional = handed.provisionalDocument
        #expect(provisional["openapi"] == prepared.json["openapi"])
        let pet: JSONPointer = "/components/schemas/Pet"
        #expect(provisional[pet] == prepared.json[pet])
        #expect(prepared.json[pet.appending("nullable")] == .bool(true))
    }

    @Test(arguments: [
        ##"{"Pet": {"$ref": "#/parameters/limit"}}"##,
        ##"{"Pet": {"items": {"$ref": "#/paths/~1pets/get/responses/200/schema"}}}"##,
    ])
    func nothingIsHandedOverWhenADefinitionRefersToAnotherPlaceOfTheDocument(definitions: String) throws {
        #expect(try handedOver(swagger2(definitions: definitions)).early.isEmpty)
    }

    @Test func definitionsReferringToOtherFilesAreHandedOver() throws {
        let definitions = ##"{"Pet": {"properties": {"owner": {"$ref": "people.json#/Person"}}}}"##
        #expect(try handedOver(swagger2(definitions: definitions)).early.count == 1)
    }

    @Test func nothingIsHandedOverWithoutDefinitionsOrForOpenAPI3() throws {
        #expect(try handedOver(#"{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": {}}"#).early.isEmpty)
        let openAPI = SpecTestSupport.document(version: "3.0.3", components: #"{"schemas": {"Pet": {"type": "object"}}}"#)
        #expect(try handedOver(openAPI).early.isEmpty)
    }

    @Test func findingsStayInDocumentOrderThoughTheComponentsConvertFirst() throws {
        let text = swagger2(
            definitions: #"{"Pet": {"type": "object", "nope": 1}}"#,
            paths: #"{"/pets": {"get": {"unknownField": 1, "responses": {"200": {"description": "ok"}}}}}"#)
        let (_, prepared) = try handedOver(text)
        let pointers = prepared.diagnostics.map { $0.location.pointer?.description }
        #expect(pointers == ["/paths/~1pets/get/unknownField", "/components/schemas/Pet/nope"])
        let withoutHandOver = try SpecLoader.prepare(json: JSONValue(decoding: Data(text.utf8)), url: url)
        #expect(withoutHandOver.diagnostics == prepared.diagnostics)
        #expect(withoutHandOver.json == prepared.json)
    }

    @Test func aSchemaTheComponentsAloneCannotCompileIsCompiledAgainstTheWholeDocument() throws {
        // `Pet` names a schema outside the components: it fails in the provisional document, and that failure is
        // forgotten once the whole document replaces it.
        var components = JSONObject()
        components.appendMember("schemas", try JSONValue(decoding: Data(##"{"Pet": {"$ref": "#/x-shared/Id"}}"##.utf8)))
        let early = Swagger2EarlyComponents(components: components)
        let componentsText = JSONValue.object(components).serialized()
        let wholeText = #"{"openapi": "3.0.3", "x-shared": {"Id": {"type": "integer"}}, "components": \#(componentsText)}"#
        let whole = try JSONValue(decoding: Data(wholeText.utf8))
        let compilation = BackgroundCompilation(early: early, url: url, files: ReferencedFiles(roots: ReferenceRoots(mainURL: url)))
        compilation.replaceDocument(with: whole)
        let pet = SpecLocation(documentURL: url, pointer: "/components/schemas/Pet")
        compilation.enqueue(pet)
        let compiler = try #require(compilation.finish(dialect: .openAPI30))
        let schema = try compiler.compile(documentURI: url, pointer: pet.pointer)
        let one = try JSONValue(decoding: Data("1".utf8))
        #expect(schema.validate(one).isEmpty)
        #expect(!schema.validate(.string("one")).isEmpty)
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
        let paths = #"""
            {"/pets/{id}": {"get": {"parameters": [{"name": "id", "in": "path", "required": true, "type": "string", "pattern": "(c"}],
              "responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Pet"}}}}},
             "/tags": {"get": {"responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Tag"}}}}}}
            """#
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
