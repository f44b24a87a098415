import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    @Suite struct SmokeTests {
        @Test func validPetstoreRequestsPass() {
            let v = EngineFixtures.petstoreRequests
            let r1 = v.validate(EngineFixtures.request("GET", "https://petstore.example.com/v1/pets?limit=3"))
            #expect(r1.diagnostics.map(\.description) == [])
            #expect(r1.operation?.operationId == "listPets")
            let r2 = v.validate(EngineFixtures.request("POST", "https://x/v1/pets", headers: ["Content-Type": "application/json"], body: #"{"name":"Rex"}"#))
            #expect(r2.diagnostics.map(\.description) == [])
            let r3 = v.validate(EngineFixtures.request("GET", "https://x/v1/pets?limit=0"))
            #expect(r3.diagnostics.map(\.code) == ["schema.minimum"])
            #expect(r3.diagnostics.first?.instancePointer == "/query/limit")
        }

        @Test func synthesizedResponsesValidate() throws {
            let contract = EngineFixtures.petstore
            let synthesizer = ResponseSynthesizer(contract: contract)
            for operation in contract.operations {
                let response = try synthesizer.response(for: operation)
                #expect(EngineFixtures.petstoreResponses.validate(response, for: operation).map(\.description) == [])
            }
        }
    }
}
