import Foundation
import Testing

@testable import ContractStubCore

@Suite("Tolerant decoding")
struct TolerantDecodingTests {
    @Test func problemsAreCollectedWithCodesAndPointers() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths: """
                    {"/a/{id}": {"get": {"operationId": 7,
                      "parameters": [
                        {"in": "query", "schema": {"type": "string"}},
                        {"name": "id", "in": "path", "schema": {"type": "string"}},
                        {"name": "b", "in": "body", "schema": {}},
                        {"name": "c", "in": "query", "style": "matrix", "schema": {}},
                        {"name": "d", "in": "query"},
                        {"name": "e", "in": "header", "schema": {}, "content": {"text/plain": {}}}
                      ],
                      "responses": {"200": {}, "20": {"description": "x"}},
                      "colour": "blue"}},
                     "nope": {}}
                    """))
        let codes = SpecTestSupport.summary(spec.diagnostics)
        #expect(
            codes == [
                "spec.field.type @ /paths/~1a~1{id}/get/operationId",
                "spec.field.required @ /paths/~1a~1{id}/get/parameters/0",
                "spec.parameter.path-required @ /paths/~1a~1{id}/get/parameters/1",
                "spec.field.value @ /paths/~1a~1{id}/get/parameters/2/in",
                "spec.parameter.style @ /paths/~1a~1{id}/get/parameters/3/style",
                "spec.field.required @ /paths/~1a~1{id}/get/parameters/4",
                "spec.parameter.schema-content @ /paths/~1a~1{id}/get/parameters/5",
                "spec.field.required @ /paths/~1a~1{id}/get/responses/200",
                "spec.response.key @ /paths/~1a~1{id}/get/responses/20",
                "spec.field.unknown @ /paths/~1a~1{id}/get/colour",
                "spec.path.template @ /paths/nope",
            ])
        // Decoding went on: the usable parameters and the path are there.
        let operation = try #require(spec.document.paths["/a/{id}"]?.value?.operation(for: .get))
        #expect(operation.parameters.compactMap(\.value).map(\.name) == ["id", "c", "d", "e"])
        #expect(operation.parameters.compactMap(\.value).first?.required == true)
    }

    @Test func messagesSayExpectedAndFound() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(paths: #"{"/a": {"get": {"deprecated": "yes", "responses": {"200": {"description": "ok"}}}}}"#))
        let diagnostic = try #require(spec.diagnostics.first)
        #expect(diagnostic.code == "spec.field.type")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "'deprecated' must be a boolean; found string")
        #expect(diagnostic.specPointer == "/paths/~1a/get/deprecated")
    }

    @Test func unknownFieldsAreErrorsThatNameTheObject() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(paths: "{}", extra: #", "info2": {}"#))
        let diagnostic = try #require(spec.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == "spec.field.unknown")
        #expect(
            diagnostic.message == "'info2' is not a field of an OpenAPI Object in OpenAPI 3.0 (extensions must start with 'x-')")
        #expect(diagnostic.specPointer == "/info2")
    }

    @Test func missingTopLevelPartsAreReportedNotThrown() throws {
        let spec = try SpecTestSupport.load(#"{"openapi": "3.0.3"}"#)
        #expect(SpecTestSupport.summary(spec.diagnostics) == ["spec.field.required @ ", "spec.field.required @ "])
        #expect(
            spec.diagnostics.map(\.message) == [
                "an OpenAPI Object requires 'info'; it is missing", "an OpenAPI Object requires 'paths'; it is missing",
            ])
        #expect(spec.document.paths.isEmpty)
    }

    @Test func schemasMustBeObjectsIn30AndMayBeBooleansIn31() throws {
        let paths = #"{"/a": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": true}}}}}}}"#
        let old = try SpecTestSupport.load(SpecTestSupport.document(version: "3.0.3", paths: paths))
        #expect(
            SpecTestSupport.summary(old.diagnostics) == ["spec.field.type @ /paths/~1a/get/responses/200/content/application~1json/schema"])
        let new = try SpecTestSupport.load(SpecTestSupport.document(version: "3.1.0", paths: paths))
        #expect(new.diagnostics.isEmpty)
        #expect(new.schemas.map(\.json) == [true])
    }

    @Test func exclusiveFieldsAndSecuritySchemeProblems() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths: """
                    {"/a": {"get": {"security": [{"missing": []}], "responses": {"200": {"description": "ok",
                      "content": {"application/json": {"example": 1, "examples": {"one": {"value": 1, "externalValue": "https://x"}}}}}}}}}
                    """,
                components: #"{"securitySchemes": {"key": {"type": "apiKey", "name": "k"}, "weird": {"type": "magic"}}}"#))
        #expect(
            SpecTestSupport.summary(spec.diagnostics) == [
                "spec.field.required @ /components/securitySchemes/key",
                "spec.field.value @ /components/securitySchemes/weird/type",
                "spec.example.exclusive @ /paths/~1a/get/responses/200/content/application~1json/examples/one",
                "spec.example.exclusive @ /paths/~1a/get/responses/200/content/application~1json",
                "spec.security.scheme @ /paths/~1a/get/security/0/missing",
            ])
    }
}
