import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// When carriers are missing or disagree, the request fails loudly and says why; the header never leaks into checks.
@Suite struct CarrierFailureTests {
    @Test func noCarrierFailsNamingEveryCarrierTried() async throws {
        let stub = try Petstore.stub(carriers: [])
        let session = stub.makeSession()
        let error = try await requireError(URLError.self) {
            _ = try await session.data(from: Petstore.url("/pets"))
        }
        let message = try #require(error.userInfo[NSLocalizedDescriptionKey] as? String)
        #expect(message.hasPrefix("ContractStub: no stub reached this request (GET https://petstore.example.com/v1/pets)."))
        #expect(message.contains("protocol class: the session lists ContractURLProtocol, which carries no stub"))
        #expect(message.contains("URL cache: no placeholder arrived"))
        #expect(message.contains("X-ContractStub-Carrier header: absent"))
        #expect(message.contains("report this to ContractStub"))
        #expect(stub.exchanges.isEmpty)
    }

    /// A request carrying another stub's header (copied from another test's session, say) is not answered by
    /// either stub: both record the conflict.
    @Test func carriersThatDisagreeFailTheRequestAndBothStubsRecordIt() async throws {
        let mine = try Petstore.stub()
        let theirs = try Petstore.stub()
        var request = URLRequest(url: Petstore.url("/pets"))
        request.setValue(StubCarrierHeader.value(for: theirs.registry.lease), forHTTPHeaderField: StubCarrierHeader.name)
        let error = try await requireError(URLError.self) {
            _ = try await mine.makeSession().data(for: request)
        }
        #expect((error.userInfo[NSLocalizedDescriptionKey] as? String)?.contains("lead to different stubs") == true)
        #expect(mine.exchanges.isEmpty && theirs.exchanges.isEmpty)
        #expect(mine.violations.map(\.code) == ["stub.carrier.conflict"])
        #expect(theirs.violations.map(\.code) == ["stub.carrier.conflict"])
        #expect(mine.violations.first?.request == "GET https://petstore.example.com/v1/pets")
    }

    @Test func aHeaderNamingAStubThatIsGoneConflictsWithTheLiveCarriers() async throws {
        let stub = try Petstore.stub()
        var request = URLRequest(url: Petstore.url("/pets"))
        request.setValue("\(stub.registry.lease.slot).0", forHTTPHeaderField: StubCarrierHeader.name)
        await #expect(throws: URLError.self) { _ = try await stub.makeSession().data(for: request) }
        #expect(stub.violations.first?.message.contains("names stub \(stub.registry.lease.slot).0, which no longer exists") == true)
    }

    /// The header as Apple's loader delivers it: removed before checking (even strict checking) and recording.
    @Test func theCarrierHeaderIsNeitherCheckedNorRecorded() async throws {
        let stub = ContractStub(try Petstore.contract(), options: .init(strict: true), environment: [:])
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("carrier-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        stub.record(to: log)
        let session = stub.makeSession()
        let (_, response) = try await session.dataAsAppleSendsIt(for: URLRequest(url: Petstore.url("/pets")))
        #expect(response.status == 200)
        #expect(stub.exchanges.first?.diagnostics.isEmpty == true)
        #expect(stub.exchanges.first?.request.headers[StubCarrierHeader.name] == nil)
        let recorded = try String(contentsOf: log, encoding: .utf8)
        #expect(recorded.contains("/v1/pets") && !recorded.lowercased().contains("x-contractstub-carrier"))
    }
}
