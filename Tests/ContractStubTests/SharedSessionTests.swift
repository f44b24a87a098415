import ContractStub
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.shared` is process-wide: one stub at a time, so these tests run one after another.
/// Nothing else in this test target may use `URLSession.shared` (it must meet the protocol first).
@Suite(.serialized) struct SharedSessionTests {
    @Test func sharedSessionIsServedByTheInstalledStub() async throws {
        let stub = try Petstore.stub()
        try stub.installInSharedSession()
        defer { stub.uninstallFromSharedSession() }
        let (data, response) = try await URLSession.shared.data(from: Petstore.url("/pets/1"))
        #expect(response.status == 200)
        #expect(try data.json()["name"] == "Rex")
        let (_, refused) = try await URLSession.shared.data(from: Petstore.url("/pets/abc"))
        #expect(refused.status == 400)
        #expect(stub.exchanges.count == 2)
        #expect(stub.violations.allSatisfy { $0.exchangeIndex == 1 })
    }

    @Test func onlyOneStubAtATime() throws {
        let first = try Petstore.stub()
        let second = try Petstore.stub()
        try first.installInSharedSession()
        defer { first.uninstallFromSharedSession() }
        #expect(throws: ContractStub.SharedSessionError.self) { try second.installInSharedSession() }
        second.uninstallFromSharedSession()  // not installed: changes nothing
        try first.installInSharedSession()  // installing again is fine
    }

    @Test func afterUninstallRequestsFailInsteadOfReachingTheNetwork() async throws {
        let stub = try Petstore.stub()
        try stub.installInSharedSession()
        stub.uninstallFromSharedSession()
        await #expect(throws: URLError.self) {
            _ = try await URLSession.shared.data(from: Petstore.url("/pets"))
        }
        #expect(stub.exchanges.isEmpty)
    }

    @Test func sharedSessionUsesTheStubsAnswers() async throws {
        let stub = try Petstore.stub()
        stub.fail("listPets", with: URLError(.timedOut))
        try stub.installInSharedSession()
        defer { stub.uninstallFromSharedSession() }
        let error = await #expect(throws: URLError.self) {
            _ = try await URLSession.shared.data(from: Petstore.url("/pets"))
        }
        #expect(error?.code == .timedOut)
    }
}
