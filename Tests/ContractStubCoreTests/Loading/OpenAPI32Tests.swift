import Foundation
import Testing

@testable import ContractStubCore

/// OpenAPI 3.2 read into the one model: every field it adds lands in the model, and its new rules are enforced.
@Suite("OpenAPI 3.2 documents")
struct OpenAPI32Tests {
    static let everyAddition = SpecTestSupport.document(
        version: "3.2.0",
        paths: """
            {"/search": {
              "query": {"operationId": "search", "responses": {"200": {"summary": "Hits",
                "content": {"application/jsonl": {"itemSchema": {"type": "object"}, "itemEncoding": {"contentType": "application/json"}},
                            "multipart/mixed": {"prefixEncoding": [{"contentType": "text/plain"}]},
                            "text/event-stream": {"$ref": "#/components/mediaTypes/Events"}}}}},
              "additionalOperations": {"COPY": {"operationId": "copy", "responses": {"204": {}}}},
              "parameters": [{"name": "q", "in": "querystring", "content": {"application/x-www-form-urlencoded": {"schema": {}}}}]}}
            """,
        components: """
            {"mediaTypes": {"Events": {"description": "events", "itemSchema": {"type": "object"}}},
             "examples": {"Data": {"dataValue": {"a": 1}, "serializedValue": "a=1"}},
             "securitySchemes": {"device": {"type": "oauth2", "oauth2MetadataUrl": "https://id.example/.well-known", "deprecated": true,
               "flows": {"deviceAuthorization": {"deviceAuthorizationUrl": "https://id.example/device", "tokenUrl": "https://id.example/token", "scopes": {}}}}},
             "schemas": {"Pet": {"discriminator": {"propertyName": "kind", "defaultMapping": "#/components/schemas/Pet"},
               "xml": {"nodeType": "element"}}}}
            """,
        extra: """
            , "$self": "https://api.example/openapi", "servers": [{"url": "/", "name": "local"}],
            "tags": [{"name": "root", "summary": "Root", "kind": "nav"}, {"name": "child", "parent": "root"}]
            """)

    @Test func everyAdditionIsRead() throws {
        let spec = try SpecTestSupport.load(Self.everyAddition)
        #expect(SpecTestSupport.summary(spec.diagnostics) == [])
        let document = spec.document
        #expect(document.selfURI == "https://api.example/openapi")
        #expect(document.servers.first?.name == "local")
        #expect(document.tags.map(\.parent) == [nil, "root"] && document.tags.first?.kind == "nav")
        let item = try #require(document.paths["/search"]?.value)
        #expect(item.operations.map(\.method.description) == ["QUERY", "COPY"])
        #expect(item.parameters.first?.value?.location == .querystring)
        let response = try #require(item.operation(for: .query)?.responses?.response(for: 200)?.response.value)
        #expect(response.summary == "Hits" && response.description.isEmpty)
        #expect(response.content["application/jsonl"]?.itemSchema != nil)
        #expect(response.content["application/jsonl"]?.itemEncoding?.contentType == "application/json")
        #expect(response.content["multipart/mixed"]?.prefixEncoding.count == 1)
        #expect(response.content["text/event-stream"]?.description == "events")
        #expect(document.components.examples["Data"]?.value?.serializedValue == "a=1")
        let scheme = try #require(document.components.securitySchemes["device"]?.value)
        #expect(scheme.deprecated && scheme.oauth2MetadataURL == "https://id.example/.well-known")
        guard case .oauth2(let flows) = scheme.kind else {
            Issue.record("not oauth2")
            return
        }
        #expect(flows.deviceAuthorization?.deviceAuthorizationUrl == "https://id.example/device")
    }

    @Test func theAdditionsAreUnknownIn31() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                version: "3.1.0",
                paths: #"{"/a": {"query": {}, "get": {"responses": {"200": {"description": "x", "summary": "y"}}}}}"#))
        #expect(
            spec.diagnostics.map(\.message) == [
                "'summary' is not a field of a Response Object in OpenAPI 3.1; it was added in 3.2",
                "'query' is not a field of a Path Item Object in OpenAPI 3.1; it was added in 3.2",
            ])
    }

    @Test func aQuerystringExcludesQueryParametersInheritedFromThePathItem() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                version: "3.2.0",
                paths: """
                    {"/a": {"parameters": [{"name": "page", "in": "query", "schema": {}}],
                      "get": {"parameters": [{"name": "q", "in": "querystring", "content": {"application/json": {}}}],
                        "responses": {"200": {"description": "ok"}}}}}
                    """))
        #expect(
            spec.diagnostics.map { "\($0.code) @ \($0.specPointer?.description ?? "") \($0.message)" } == [
                "spec.parameter.querystring @ /paths/~1a/get/parameters GET has querystring parameter 'q' beside query parameter 'page' of its path item; a querystring parameter describes the whole query string"
            ])
    }

    @Test func tagParentsMustExistWithoutCycles() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                version: "3.2.0",
                extra: """
                    , "tags": [{"name": "a", "parent": "b"}, {"name": "b", "parent": "a"}, {"name": "c", "parent": "nope"}]
                    """))
        #expect(
            spec.diagnostics.map { "\($0.code) @ \($0.specPointer?.description ?? "") \($0.message)" } == [
                "spec.tag.parent @ /tags/0/parent tag 'a' is its own ancestor through 'parent'",
                "spec.tag.parent @ /tags/1/parent tag 'b' is its own ancestor through 'parent'",
                "spec.tag.parent @ /tags/2/parent tag 'c' names parent 'nope', which is not a declared tag",
            ])
    }

    @Test func selfIsTheBaseOfReferences() throws {
        let spec = try SpecTestSupport.load(
            SpecTestSupport.document(
                version: "3.2.0",
                paths: """
                    {"/a": {"get": {"responses": {"200": {"$ref": "https://api.example/v1/openapi#/components/responses/Ok"}}}}}
                    """,
                components: #"{"responses": {"Ok": {"description": "ok"}}}"#,
                extra: #", "$self": "https://api.example/v1/openapi""#))
        #expect(SpecTestSupport.summary(spec.diagnostics) == [])
        let response = spec.document.paths["/a"]?.value?.operation(for: .get)?.responses?.response(for: 200)?.response
        #expect(response?.value?.description == "ok")
    }

    @Test func selfHasNoFragment() throws {
        let spec = try SpecTestSupport.load(SpecTestSupport.document(version: "3.2.0", extra: #", "$self": "https://a.example/x#y""#))
        #expect(spec.diagnostics.map(\.message) == ["'$self' must not contain a fragment ('#'); found 'https://a.example/x#y'"])
    }
}
