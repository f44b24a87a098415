import Foundation
import Testing

@testable import ContractStubCore

/// Requests to what only OpenAPI 3.2 describes: the QUERY method, `additionalOperations`, `in: querystring`.
@Suite("OpenAPI 3.2 requests")
struct OpenAPI32RequestTests {
    static let contract = try! EngineFixtures.contract(
        """
        {"openapi": "3.2.0", "info": {"title": "T", "version": "1"}, "paths": {
          "/search": {"query": {"operationId": "search",
            "parameters": [{"name": "filter", "in": "querystring", "required": true,
              "content": {"application/x-www-form-urlencoded": {"schema": {"type": "object", "required": ["q"],
                "properties": {"q": {"type": "string"}, "tag": {"type": "array"}}, "additionalProperties": false}}}}],
            "responses": {"200": {"description": "ok"}}}},
          "/json": {"get": {"operationId": "json",
            "parameters": [{"name": "where", "in": "querystring", "content": {"application/json": {"schema": {"type": "object",
              "properties": {"age": {"type": "integer"}}}}}}],
            "responses": {"200": {"description": "ok"}}},
            "additionalOperations": {"PURGE": {"operationId": "purge", "responses": {"204": {"description": "gone"}}}}}}}
        """)
    static let validator = RequestValidator(contract: contract)

    static func check(_ method: String, _ url: String) -> (operation: String?, findings: [String]) {
        let result = validator.validate(EngineFixtures.request(method, url))
        return (result.operation?.operationId, result.diagnostics.map { "\($0.code) \($0.instancePointer?.description ?? "")" })
    }

    @Test func queryAndAdditionalMethodsAreRouted() {
        #expect(Self.check("QUERY", "https://api.example/search?q=cats").operation == "search")
        #expect(Self.check("PURGE", "https://api.example/json").operation == "purge")
        #expect(Self.check("DELETE", "https://api.example/json").findings == ["request.route.method "])
    }

    @Test func aFormQuerystringIsOneObject() {
        #expect(Self.check("QUERY", "https://api.example/search?q=cats&tag=a&tag=b").findings == [])
        #expect(
            Self.check("QUERY", "https://api.example/search?tag=a&other=1").findings.sorted() == [
                "schema.additional-properties /querystring/filter/other", "schema.required /querystring/filter",
            ])
        #expect(Self.check("QUERY", "https://api.example/search").findings == ["request.query.missing /querystring/filter"])
    }

    @Test func schemaReferencesMayUseSelf() throws {
        let contract = try EngineFixtures.contract(
            """
            {"openapi": "3.2.0", "$self": "https://api.example/v1/openapi", "info": {"title": "T", "version": "1"},
             "paths": {"/n": {"get": {"operationId": "n", "responses": {"200": {"description": "ok", "content": {"application/json":
               {"schema": {"$ref": "https://api.example/v1/openapi#/components/schemas/N"}}}}}}}},
             "components": {"schemas": {"N": {"type": "integer"}}}}
            """)
        #expect(contract.diagnostics.isEmpty)
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(#""x""#.utf8))
        let found = ResponseValidator(contract: contract).validate(response, for: contract.operation("n")!)
        #expect(found.map(\.code) == ["schema.type"])
    }

    @Test func aJSONQuerystringIsParsedWhole() {
        #expect(Self.check("GET", "https://api.example/json?%7B%22age%22%3A3%7D").findings == [])
        #expect(Self.check("GET", "https://api.example/json?%7B%22age%22%3A%22x%22%7D").findings == ["schema.type /querystring/where/age"])
        #expect(Self.check("GET", "https://api.example/json?nope").findings == ["request.query.invalid /querystring/where"])
    }
}
