import Foundation
import Testing

@testable import ContractStubCore

/// What the official Swagger 2.0 schema and the 2.0 prose forbid is reported at its line and column in the 2.0 file,
/// with a pointer into the 2.0 document.
@Suite struct Swagger2StrictnessTests {
    /// A 2.0 document with `paths` as given, in JSON.
    static func document(paths: String, extra: String = "") -> String {
        """
        {
          "swagger": "2.0",
          "info": {"title": "T", "version": "1"},\(extra)
          "paths": \(paths)
        }
        """
    }

    static func finding(_ code: String, in findings: [Diagnostic]) -> Diagnostic? {
        findings.first { $0.code == code }
    }

    @Test func anUnknownFieldIsLocatedWithASuggestion() throws {
        let text = Self.document(
            paths: """
                {"/a": {"get": {
                    "descripton": "typo",
                    "responses": {"200": {"description": "ok"}}}}}
                """)
        let findings = try Swagger2Fixtures.locatedFindings(text)
        let unknown = try #require(Self.finding("spec.field.unknown", in: findings))
        #expect(unknown.specPointer == JSONPointer(tokens: ["paths", "/a", "get", "descripton"]))
        #expect(unknown.suggestion == "did you mean 'description'?")
        #expect(unknown.location.position?.line == 5)
    }

    @Test func anUnknownFieldOfABodyParameterPointsIntoTheParameter() throws {
        let text = Self.document(
            paths: """
                {"/a": {"post": {
                    "parameters": [
                      {"name": "q", "in": "query", "type": "string"},
                      {"name": "b", "in": "body", "schema": {"type": "object"}, "type": "object"}
                    ],
                    "responses": {"200": {"description": "ok"}}}}}
                """)
        let findings = try Swagger2Fixtures.locatedFindings(text)
        let unknown = try #require(Self.finding("spec.field.unknown", in: findings))
        #expect(unknown.specPointer == JSONPointer(tokens: ["paths", "/a", "post", "parameters", "1", "type"]))
        #expect(unknown.location.position?.line == 7)
    }

    /// OpenAPI 3.0 added `oneOf`, `anyOf`, `not`, `nullable`, `writeOnly` and `deprecated` to schemas: in a 2.0
    /// schema they are unknown fields, wherever the schema is written (definitions, body, response, nested inside).
    @Test func keywordsOnlyOpenAPI3HasAreUnknownInSchemas() throws {
        let text = Self.document(
            paths: """
                {"/a": {"post": {
                    "parameters": [{"name": "b", "in": "body", "schema": {"anyOf": [{"type": "string"}]}}],
                    "responses": {"200": {"description": "ok", "schema": {"type": "array",
                      "items": {"type": "object", "properties": {"n": {"type": "string", "nullable": true}}}}}}}}}
                """,
            extra: """

                  "definitions": {"Pet": {"type": "object", "allOf": [{"oneOf": [{"type": "string"}]}], "writeOnly": true}},
                """)
        let findings = try Swagger2Fixtures.locatedFindings(text).filter { $0.code == "spec.field.unknown" }
        let located = findings.map { "\($0.specPointer?.description ?? "-"):\($0.location.position?.line ?? 0)" }
        #expect(
            Set(located) == [
                "/definitions/Pet/allOf/0/oneOf:4", "/definitions/Pet/writeOnly:4",
                "/paths/~1a/post/parameters/0/schema/anyOf:6",
                "/paths/~1a/post/responses/200/schema/items/properties/n/nullable:8",
            ])
        #expect(findings.allSatisfy { $0.message.contains("in Swagger 2.0") })
        // Reported once, though the schema is read under each media type.
        #expect(findings.count == 4)
    }

    /// formData is sent as a form: `consumes` must list a form type (an error when it lists only others, a warning
    /// when there is none).
    @Test(arguments: [
        (#""consumes": ["application/json"],"#, "", "spec.field.value", "/paths/~1a/post/consumes", 4),
        ("", #""consumes": ["text/plain"],"#, "spec.field.value", "/consumes", 4),
        ("", "", "spec.field.required", "/paths/~1a/post", 4),
    ])
    func formDataNeedsAFormTypeInConsumes(own: String, document: String, code: String, pointer: String, line: Int) throws {
        let text = Self.document(
            paths: """
                {"/a": {"post": {\(own)
                    "parameters": [{"name": "f", "in": "formData", "type": "file"}],
                    "responses": {"200": {"description": "ok"}}}}}
                """,
            extra: document.isEmpty ? "" : "\n  " + document)
        let findings = try Swagger2Fixtures.locatedFindings(text).filter { $0.message.contains("formData parameters") }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.code == code)
        #expect(finding.severity == (code == "spec.field.value" ? .error : .warning))
        #expect(finding.specPointer?.description == pointer)
        #expect(finding.location.position?.line == line)
        let fine = Self.document(
            paths: """
                {"/a": {"post": {"consumes": ["multipart/form-data; charset=utf-8"],
                    "parameters": [{"name": "f", "in": "formData", "type": "file"}],
                    "responses": {"200": {"description": "ok"}}}}}
                """)
        #expect(try Swagger2Fixtures.locatedFindings(fine).isEmpty)
    }

    @Test func requiredFieldsOfParametersAndSecurity() throws {
        let text = Self.document(
            paths: """
                {"/a": {"post": {
                    "parameters": [
                      {"name": "q", "in": "query"},
                      {"name": "b", "in": "body"}
                    ],
                    "responses": {"200": {"description": "ok"}}}}}
                """,
            extra: #"\#n  "securityDefinitions": {"o": {"type": "oauth2", "scopes": {}}},"#)
        let findings = try Swagger2Fixtures.locatedFindings(text)
        let required = findings.filter { $0.code == "spec.field.required" }.compactMap { $0.specPointer?.description }
        #expect(
            Set(required) == ["/securityDefinitions/o/flow", "/paths/~1a/post/parameters/0", "/paths/~1a/post/parameters/1"])
    }

    @Test func parameterAndInCombinations() throws {
        let text = Self.document(
            paths: """
                {"/a/{id}": {"post": {
                    "parameters": [
                      {"name": "id", "in": "path", "required": true, "type": "array", "items": {"type": "string"}, "collectionFormat": "multi"},
                      {"name": "f", "in": "query", "type": "file"},
                      {"name": "b", "in": "body", "schema": {}},
                      {"name": "g", "in": "formData", "type": "string"}
                    ],
                    "responses": {"200": {"description": "ok"}}}}}
                """)
        let findings = try Swagger2Fixtures.locatedFindings(text)
        let summary = Set(findings.map { "\($0.code) @ \($0.specPointer?.description ?? "-")" })
        #expect(summary.contains("spec.field.value @ /paths/~1a~1{id}/post/parameters/0/collectionFormat"))
        #expect(summary.contains("spec.field.value @ /paths/~1a~1{id}/post/parameters/1/type"))
        #expect(summary.contains("spec.field.misplaced @ /paths/~1a~1{id}/post/parameters/3"))
    }

    @Test func pathParameterRulesPointIntoThe2Document() throws {
        let text = Self.document(
            paths: """
                {"/a/{id}": {"get": {
                    "parameters": [
                      {"name": "b", "in": "body", "schema": {}},
                      {"name": "x", "in": "path", "type": "string"}
                    ],
                    "responses": {"200": {"description": "ok"}}}}}
                """)
        let findings = try Swagger2Fixtures.locatedFindings(text)
        let notRequired = try #require(Self.finding("spec.parameter.path-required", in: findings))
        #expect(notRequired.specPointer?.description.hasPrefix("/paths/~1a~1{id}/get/parameters/1") == true)
        #expect(notRequired.location.position?.line == 7)
    }

    @Test func yamlFindingsAreLocatedToo() throws {
        let text = """
            swagger: "2.0"
            info: {title: T, version: "1"}
            paths:
              /a:
                get:
                  parameters:
                    - {name: n, in: query, type: string, colectionFormat: csv}
                  responses:
                    "200": {description: ok}
            """
        let findings = try Swagger2Fixtures.locatedFindings(text, named: "swagger.yaml")
        let unknown = try #require(Self.finding("spec.field.unknown", in: findings))
        #expect(unknown.suggestion == "did you mean 'collectionFormat'?")
        #expect(unknown.location.position?.line == 7)
    }
}

extension Swagger2StrictnessTests {
    @Test func anInThat2DoesNotHaveIsReported() throws {
        let text = Self.document(
            paths: """
                {"/a": {"get": {
                    "parameters": [{"name": "c", "in": "cookie", "type": "string"}],
                    "responses": {"200": {"description": "ok"}}}}}
                """)
        let findings = try Swagger2Fixtures.locatedFindings(text)
        let value = try #require(Self.finding("spec.field.value", in: findings))
        #expect(value.specPointer == JSONPointer(tokens: ["paths", "/a", "get", "parameters", "0", "in"]))
        #expect(value.location.position?.line == 5)
    }
}
