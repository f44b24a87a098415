import Foundation
import Testing

@testable import ContractStubCore

@Suite("Contract")
struct ContractTests {
    @Test func petstoreLoadsWithoutDiagnostics() throws {
        let contract = try Contract(contentsOf: SpecTestSupport.spec("petstore.json"))
        #expect(SpecTestSupport.summary(contract.diagnostics) == [])
        #expect(contract.operations.map(\.operationId) == ["listPets", "createPet", "showPetById"])
        #expect(contract.dialect == .openAPI30)
    }
}
