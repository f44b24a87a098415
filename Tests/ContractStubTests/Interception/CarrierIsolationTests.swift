import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Each carrier alone keeps parallel tests apart: every case has its own stub and sees exactly its own exchanges
/// and violations, whichever single carrier its sessions were given.
@Suite struct CarrierIsolationTests {
    /// The carriers tested alone. Apple's loader does not pass the cache placeholder to a custom protocol under the
    /// default cache policy (Apple Developer Forums thread 116689), so the cache alone is a Linux-only carrier.
    static var singleCarriers: [StubCarriers] {
        #if canImport(FoundationNetworking)
        [.protocolClass, .urlCache, .header]
        #else
        [.protocolClass, .header]
        #endif
    }

    @Test(arguments: singleCarriers, 0..<12)
    func eachCarrierAloneKeepsParallelTestsApart(carrier: StubCarriers, index: Int) async throws {
        let stub = try Petstore.stub(carriers: carrier)
        let name = "pet-\(carrier.rawValue)-\(index)"
        stub.respond(to: "showPetById", status: 200, body: Data(#"{"id":\#(index + 1),"name":"\#(name)"}"#.utf8))
        let session = stub.makeSession()
        let bad = index % 3 + 1
        for attempt in 0..<bad {
            let (data, _) = try await session.dataAsAppleSendsIt(for: URLRequest(url: Petstore.url("/pets/\(index + 1)")))
            #expect(try data.json()["name"] == .string(name))
            await Task.yield()
            let marker = "bad-\(carrier.rawValue)-\(index)-\(attempt)"
            let (_, refused) = try await session.dataAsAppleSendsIt(for: URLRequest(url: Petstore.url("/pets/\(marker)")))
            #expect(refused.status == 400)
        }
        #expect(stub.exchanges.count == 2 * bad)
        #expect(stub.violations.count == bad)
        #expect(stub.violations.allSatisfy { $0.request?.contains("/pets/bad-\(carrier.rawValue)-\(index)-") == true })
        #expect(stub.exchanges.allSatisfy { $0.request.headers[StubCarrierHeader.name] == nil }, "the carrier header is never recorded")
    }

    /// A session whose `urlCache` was replaced after installing (as an app's own cache set-up might) still reaches
    /// its stub: the protocol class and, on Apple platforms, the header carry it.
    @Test func aReplacedURLCacheDoesNotLoseTheStub() async throws {
        let stub = try Petstore.stub()
        let configuration = URLSessionConfiguration.ephemeral
        stub.install(into: configuration)
        #if canImport(FoundationNetworking)
        configuration.urlCache = URLCache(memoryCapacity: 1 << 20, diskCapacity: 0, diskPath: nil)
        #else
        configuration.urlCache = URLCache(memoryCapacity: 1 << 20, diskCapacity: 0, directory: nil)
        #endif
        let (_, response) = try await URLSession(configuration: configuration).data(from: Petstore.url("/pets"))
        #expect(response.status == 200)
        #expect(stub.exchanges.map(\.operationId) == ["listPets"])
    }

    /// Installing keeps the configuration's own additional headers.
    @Test func installKeepsTheConfigurationsHeaders() throws {
        let stub = try Petstore.stub()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = ["User-Agent": "PetClient/1.0"]
        stub.install(into: configuration)
        let headers = try #require(configuration.httpAdditionalHeaders as? [String: String])
        #expect(headers["User-Agent"] == "PetClient/1.0")
        #expect(headers[StubCarrierHeader.name] == StubCarrierHeader.value(for: stub.registry.lease))
    }
}
