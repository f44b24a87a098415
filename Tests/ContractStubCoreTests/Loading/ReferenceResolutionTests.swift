import Foundation
import Testing

@testable import ContractStubCore

@Suite("Reference resolution")
struct ReferenceResolutionTests {
    private func operation(_ spec: LoadedSpec, _ path: String = "/a") throws -> OpenAPI.Operation {
        try #require(spec.document.paths[path]?.value?.operation(for: .get))
    }

    @Test func escapedAndPercentEncodedPointers() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths: """
                    {"/a": {"get": {"parameters": [
                        {"$ref": "#/components/parameters/a~1b"}, {"$ref": "#/components/parameters/t~0ilde"},
                        {"$ref": "#/components/parameters/with%20space"}, {"$ref": "#/components/parameters/caf%C3%A9"}],
                      "responses": {"200": {"description": "ok"}}}}}
                    """,
                components: """
                    {"parameters": {
                      "a/b": {"name": "slash", "in": "query", "schema": {}}, "t~ilde": {"name": "tilde", "in": "query", "schema": {}},
                      "with space": {"name": "space", "in": "query", "schema": {}}, "café": {"name": "accent", "in": "query", "schema": {}}}}
                    """))
        // Such names break the component-name pattern, but references to them still resolve.
        #expect(spec.diagnostics.allSatisfy { $0.code == "spec.component.name" })
        #expect(spec.diagnostics.count == 4)
        let parameters = try operation(spec).parameters
        #expect(parameters.compactMap(\.value).map(\.name) == ["slash", "tilde", "space", "accent"])
        #expect(parameters[0].reference?.target?.pointer == JSONPointer(tokens: ["components", "parameters", "a/b"]))
    }

    @Test func chainsEndAtTheObjectAndShareIt() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths:
                    ##"{"/a": {"get": {"responses": {"200": {"$ref": "#/components/responses/A"}, "201": {"$ref": "#/components/responses/C"}}}}}"##,
                components: """
                    {"responses": {"A": {"$ref": "#/components/responses/B"}, "B": {"$ref": "#/components/responses/C"},
                                   "C": {"description": "the end"}}}
                    """))
        #expect(spec.diagnostics.isEmpty)
        let responses = try #require(try operation(spec).responses)
        let first = try #require(responses[.status(200)]?.reference)
        #expect(first.ref == "#/components/responses/A")
        #expect(first.target?.pointer == "/components/responses/C")
        #expect(first.value?.description == "the end")
        #expect(first.location.pointer == "/paths/~1a/get/responses/200")
        #expect(responses[.status(201)]?.value?.specLocation.pointer == "/components/responses/C")
    }

    @Test func nonSchemaCyclesAreReported() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths:
                    ##"{"/a": {"get": {"parameters": [{"$ref": "#/components/parameters/A"}], "responses": {"200": {"description": "ok"}}}}}"##,
                components: ##"{"parameters": {"A": {"$ref": "#/components/parameters/B"}, "B": {"$ref": "#/components/parameters/A"}}}"##))
        let cycles = spec.diagnostics.filter { $0.code == "ref.cycle" }
        #expect(
            SpecTestSupport.summary(cycles) == [
                "ref.cycle @ /components/parameters/A", "ref.cycle @ /components/parameters/B", "ref.cycle @ /paths/~1a/get/parameters/0",
            ])
        #expect(
            cycles.last?.message
                == "'#/components/parameters/A' never reaches an object: openapi.json#/components/parameters/A → openapi.json#/components/parameters/B → openapi.json#/components/parameters/A"
        )
        #expect(try operation(spec).parameters.first?.value == nil)
    }

    @Test func recursiveSchemasAreAllowed() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths:
                    ##"{"/a": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Node"}}}}}}}}"##,
                components:
                    ##"{"schemas": {"Node": {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}}}}}"##
            ))
        #expect(spec.diagnostics.isEmpty)
        let contract = try Contract(
            data: Data(
                SpecTestSupport.document(
                    paths:
                        ##"{"/a": {"get": {"responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Node"}}}}}}}}"##,
                    components:
                        ##"{"schemas": {"Node": {"type": "object", "properties": {"children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}}}}}"##
                ).utf8),
            baseURL: SpecTestSupport.memoryURL)
        let schema = try #require(contract.schema(at: "/components/schemas/Node"))
        #expect(schema.isValid(["children": [["children": []]]]))
        #expect(!schema.isValid(["children": [["children": 1]]]))
    }

    @Test func remoteReferencesAreRefused() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths: """
                    {"/a": {"get": {"parameters": [{"$ref": "https://example.com/params.json#/limit"}],
                      "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "http://example.com/s.json"}}}}}}}}
                    """))
        #expect(
            SpecTestSupport.summary(spec.diagnostics) == [
                "ref.remote @ /paths/~1a/get/parameters/0", "ref.remote @ /paths/~1a/get/responses/200/content/application~1json/schema",
            ])
        #expect(
            spec.diagnostics.first?.message
                == "'https://example.com/params.json#/limit' is a remote reference; ContractStub never fetches from the network: download https://example.com/params.json next to the spec and refer to it by a relative path"
        )
    }

    @Test func typedReferencesMustLandOnTheirKind() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths: """
                    {"/a": {"get": {"parameters": [{"$ref": "#/components/responses/R"}, {"$ref": "#/info/title"}],
                      "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/responses/R"}}}}}}}}
                    """,
                components: ##"{"responses": {"R": {"description": "a response"}}}"##))
        #expect(
            SpecTestSupport.summary(spec.diagnostics) == [
                "ref.type @ /paths/~1a/get/parameters/0", "ref.type @ /paths/~1a/get/parameters/1",
                "ref.type @ /paths/~1a/get/responses/200/content/application~1json/schema",
            ])
        #expect(
            spec.diagnostics.map(\.message) == [
                "'#/components/responses/R' points at a Response Object (openapi.json#/components/responses/R); a Parameter Object is expected",
                "'#/info/title' points at string at openapi.json#/info/title; a Parameter Object is expected",
                "'#/components/responses/R' points at a Response Object (openapi.json#/components/responses/R); a Schema Object is expected",
            ])
    }

    /// The operation that reads them is broken, with one diagnostic per reference (issue 32).
    @Test func everyUnresolvedReferenceIsNamedOnItsOperation() throws {
        let json = SpecTestSupport.document(
            paths: """
                {"/a": {"get": {"parameters": [{"$ref": "#/components/parameters/Nope"}, {"$ref": "missing.json#/x"}],
                  "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Gone"}}}}}}}}
                """)
        let contract = try Contract(data: Data(json.utf8), baseURL: SpecTestSupport.memoryURL)
        let failures = try #require(contract.operation(.get, "/a")).referenceFailures
        #expect(contract.brokenOperations.count == 1)
        #expect(
            SpecTestSupport.summary(failures) == [
                "ref.unresolved @ /paths/~1a/get/parameters/0", "ref.unresolved @ /paths/~1a/get/parameters/1",
                "ref.unresolved @ /paths/~1a/get/responses/200/content/application~1json/schema",
            ])
        #expect(
            failures.map(\.message) == [
                "'#/components/parameters/Nope' does not resolve: openapi.json has nothing at '/components/parameters/Nope'",
                "'missing.json#/x' does not resolve: cannot read /contractstub-tests/missing.json: there is no file at /contractstub-tests/missing.json",
                "'#/components/schemas/Gone' does not resolve: openapi.json has nothing at '/components/schemas/Gone'",
            ])
    }

    @Test func anchorsAreOnlyForSchemas() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                paths: ##"{"/a": {"get": {"parameters": [{"$ref": "#limit"}], "responses": {"200": {"description": "ok"}}}}}"##))
        #expect(SpecTestSupport.summary(spec.diagnostics) == ["ref.unresolved @ /paths/~1a/get/parameters/0"])
        #expect(
            spec.diagnostics.first?.message
                == "'#limit' uses the anchor '#limit'; a Parameter Object must be referenced by a JSON Pointer ('#/…')")
    }
}
