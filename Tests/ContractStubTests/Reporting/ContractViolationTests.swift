import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A violation reads its finding's properties through itself (`violation.code`, …), by name and by key path.
@Suite struct ContractViolationTests {
    @Test func readsEveryPropertyOfItsDiagnosticThroughItself() async throws {
        let stub = try Petstore.stub()
        _ = try await stub.makeSession().data(from: Petstore.url("/pets/abc"))
        let violation = try #require(stub.violations.first)
        let diagnostic = violation.diagnostic
        #expect(violation.code == "schema.type")
        #expect(violation.operationId == "showPetById")
        #expect(violation.instancePointer?.description == "/path/petId")
        #expect(violation.code == diagnostic.code)
        #expect(violation.message == diagnostic.message)
        #expect(violation.severity == .error)
        #expect(violation.specPointer == diagnostic.specPointer)
        #expect(violation.suggestion == diagnostic.suggestion)
        #expect(stub.violations.map(\.code) == stub.violations.map(\.diagnostic.code))
    }

    @Test func itsOwnDescriptionWinsOverTheDiagnostics() async throws {
        let stub = try Petstore.stub()
        _ = try await stub.makeSession().data(from: Petstore.url("/pets/abc"))
        let violation = try #require(stub.violations.first)
        #expect(violation.description.hasPrefix("GET https://petstore.example.com/v1/pets/abc: "))
        #expect(violation.description != violation.diagnostic.description)
    }
}
