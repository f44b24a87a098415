import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Pacts that use each default matcher of the Pact DSLs (`like`, `eachLike`, `regex`, `integer`, `decimal`, `number`,
/// `datetime`, `include`), written by hand in the v3 and v4 `matchingRules` shapes, against a spec that allows those
/// values: no finding. `eachLike` writes `{"match": "type", "min": 1}` on an array the spec allows empty; a consumer
/// expecting items the provider may send is no incompatibility.
@Suite("Pacts with every default matcher")
struct PactDefaultMatchersTests {
    static let spec = """
        {"openapi": "3.1.0", "info": {"title": "Items", "version": "1"}, "paths": {"/items": {
          "get": {"operationId": "listItems", "responses": {"200": {"description": "ok", "content": {"application/json": {
            "schema": {"type": "object", "properties": {"items": {"type": "array", "items": {"$ref": "#/components/schemas/Item"}}}}}}}}},
          "post": {"operationId": "createItem", "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Item"}}}},
            "responses": {"201": {"description": "created"}}}}},
          "components": {"schemas": {"Item": {"type": "object", "properties": {
            "id": {"type": "integer"}, "name": {"type": "string"}, "code": {"type": "string", "pattern": "^[A-Z]{3}$"},
            "price": {"type": "number"}, "score": {"type": "number"}, "createdAt": {"type": "string", "format": "date-time"},
            "url": {"type": "string"}, "tags": {"type": "array", "items": {"type": "string"}}}}}}}
        """

    static let item = #"""
        {"id": 1, "name": "x", "code": "ABC", "price": 1.5, "score": 2, "createdAt": "2024-05-01T10:00:00Z", "url": "https://a.example", "tags": ["t"]}
        """#

    /// The rules of each default matcher on an item at `prefix` (`$.items[*]` in a response, `$` in a request).
    static func itemRules(_ prefix: String) -> String {
        let rules = [
            ("id", #"{"match": "integer"}"#), ("name", #"{"match": "type"}"#), ("code", #"{"match": "regex", "regex": "[A-Z]{3}"}"#),
            ("price", #"{"match": "decimal"}"#), ("score", #"{"match": "number"}"#),
            ("createdAt", #"{"match": "datetime", "format": "yyyy-MM-dd'T'HH:mm:ssXXX"}"#),
            ("url", #"{"match": "include", "value": "https://"}"#), ("tags", #"{"match": "type", "min": 1}"#),
        ]
        return rules.map { name, matcher in #""\#(prefix).\#(name)": {"combine": "AND", "matchers": [\#(matcher)]}"# }
            .joined(separator: ", ")
    }

    static let responseRules =
        #"{"body": {"$.items": {"combine": "AND", "matchers": [{"match": "type", "min": 1}]}, \#(itemRules("$.items[*]"))}}"#
    static let requestRules = #"{"body": {\#(itemRules("$"))}}"#

    static let v3 = """
        {"consumer": {"name": "web"}, "provider": {"name": "items"}, "metadata": {"pactSpecification": {"version": "3.0.0"}},
         "interactions": [
          {"description": "items", "request": {"method": "GET", "path": "/items"},
           "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": {"items": [\(item)]},
             "matchingRules": \(responseRules)}},
          {"description": "a new item", "request": {"method": "POST", "path": "/items", "headers": {"Content-Type": "application/json"},
             "body": \(item), "matchingRules": \(requestRules)},
           "response": {"status": 201}}]}
        """

    static let v4 = """
        {"consumer": {"name": "web"}, "provider": {"name": "items"}, "metadata": {"pactSpecification": {"version": "4.0"}},
         "interactions": [
          {"type": "Synchronous/HTTP", "description": "items", "request": {"method": "GET", "path": "/items"},
           "response": {"status": 200, "headers": {"Content-Type": ["application/json"]},
             "body": {"content": {"items": [\(item)]}, "contentType": "application/json", "encoded": false},
             "matchingRules": \(responseRules)}},
          {"type": "Synchronous/HTTP", "description": "a new item",
           "request": {"method": "POST", "path": "/items", "headers": {"Content-Type": ["application/json"]},
             "body": {"content": \(item), "contentType": "application/json", "encoded": false}, "matchingRules": \(requestRules)},
           "response": {"status": 201}}]}
        """

    static let pacts = [v3, v4]

    @Test(arguments: pacts) func everyDefaultMatcherOnAllowedValuesGivesNoFinding(_ text: String) throws {
        let contract = try Contract(data: Data(Self.spec.utf8), baseURL: URL(fileURLWithPath: "/tmp/items.json"))
        let pact = try PactFile.read(Data(text.utf8))
        #expect(pact.interactions.count == 2)
        var result = TrafficVerification(contract: contract, limit: .max)
        PactVerifier(contract: contract).check(pact, file: "web-items.json", into: &result)
        #expect(result.findings.map(\.diagnostic.message) == [])
    }
}
