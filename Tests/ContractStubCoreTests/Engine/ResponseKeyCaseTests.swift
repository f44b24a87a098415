import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    /// A lower-case range key (`4xx`) is reported with the fix, and still serves as the range.
    @Suite struct ResponseKeyCaseTests {
        @Test(arguments: ["4xx", "4xX", "4Xx"])
        func lowerCaseRangeIsReportedAndServed(key: String) throws {
            let contract = try EngineFixtures.contract(
                #"""
                {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {"/x": {"get": {
                  "operationId": "getX", "responses": {"200": {"description": "ok"}, "\#(key)": {"description": "client error",
                    "content": {"application/json": {"schema": {"type": "object", "required": ["code"],
                      "properties": {"code": {"type": "integer"}}}}}}}}}}}
                """#)
            let findings = contract.diagnostics.filter { $0.code == "spec.response.key" }
            #expect(findings.count == 1)
            #expect(findings.first?.specPointer == JSONPointer(tokens: ["paths", "/x", "get", "responses", key]))
            #expect(findings.first?.message.contains("'4XX'") == true, "\(findings.first?.message ?? "")")
            let operation = try #require(contract.operation("getX"))
            let validator = ResponseValidator(contract: contract)
            let headers: HTTPHeaders = ["Content-Type": "application/json"]
            let wrong = HTTPResponse(status: 404, headers: headers, body: Data(#"{"code":"x"}"#.utf8))
            #expect(validator.validate(wrong, for: operation).map(\.code) == ["schema.type"])
            let stub = try ResponseSynthesizer(contract: contract).response(for: operation, status: 404)
            #expect(stub.status == 404)
            #expect(validator.validate(stub, for: operation).isEmpty)
        }
    }
}
