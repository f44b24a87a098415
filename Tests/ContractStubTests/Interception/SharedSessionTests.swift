import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `URLSession.shared` is process-wide: one stub at a time, so these tests run one after another.
/// Every session in this target is made by a stub, so the first stub registers the protocol before any
/// session exists (which Linux requires).
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
        first.uninstallFromSharedSession()
        try second.installInSharedSession()
        second.uninstallFromSharedSession()
    }

    @Test func sharedSessionUsesTheStubsAnswers() async throws {
        let stub = try Petstore.stub()
        stub.fail("listPets", with: URLError(.timedOut))
        try stub.installInSharedSession()
        defer { stub.uninstallFromSharedSession() }
        let error = await expectError(URLError.self) {
            _ = try await URLSession.shared.data(from: Petstore.url("/pets"))
        }
        #expect(error?.code == .timedOut)
    }
}
