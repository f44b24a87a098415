import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    /// ECMA-262 patterns (named groups with `_`) in a response schema, checked through the response validator.
    @Suite struct PatternResponseTests {
        /// With its named-group pattern the response schema must still be checked.
        @Test func aResponseWithANamedGroupPatternIsChecked() throws {
            let contract = try EngineFixtures.contract(
                #"""
                {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {"/items": {"get": {
                  "operationId": "listItems", "responses": {"200": {"description": "ok", "content": {"application/json": {
                    "schema": {"type": "object", "properties": {"success": {"type": "boolean"}, "items": {"type": "array",
                      "items": {"type": "string", "pattern": "^(?<item_id>[a-z0-9-]{32,36}):(?<rest_of_path>.*)$"}}}}}}}}}}}}
                """#)
            #expect(!contract.diagnostics.contains { $0.code == "schema.pattern.invalid" })
            let validator = ResponseValidator(contract: contract)
            let operation = try #require(contract.operation("listItems"))
            let body = Data(#"{"success":"yes","items":42}"#.utf8)
            let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)
            #expect(validator.validate(response, for: operation).map(\.code) == ["schema.type", "schema.type"])
            let item = Data(#"{"success":true,"items":["0123456789abcdef0123456789abcdef:a/b", "x:y"]}"#.utf8)
            let items = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: item)
            #expect(validator.validate(items, for: operation).map(\.code) == ["schema.pattern"])
        }
    }
}
