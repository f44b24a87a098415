import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `recordPact(to:consumer:provider:version:)`: the stub's answered exchanges become a Pact file.
@Suite struct PactRecordingTests {
    private func temporaryPact() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString)/web-petstore.json")
    }

    @Test func answeredExchangesBecomeOneInteractionPerShape() async throws {
        let url = temporaryPact()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let stub = try Petstore.stub()
        stub.recordPact(to: url, consumer: "web", provider: "petstore")
        stub.respond(to: "showPetById", status: 200, body: Data(#"{"id":7,"name":"Bo"}"#.utf8))
        let session = stub.makeSession()
        var request = URLRequest(url: Petstore.url("/pets/7"))
        request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
        _ = try await session.data(for: request)
        _ = try await session.data(from: Petstore.url("/pets/8"))  // same shape: not written again
        _ = try await session.data(from: Petstore.url("/pets?limit=2"))
        _ = try await session.data(from: Petstore.url("/pets?limit=0"))  // refused by the contract: never written

        let pact = try JSONValue(decoding: Data(contentsOf: url))
        #expect(pact["metadata"]?["pactSpecification"]?["version"] == "4.0")
        #expect(pact["consumer"]?["name"] == "web" && pact["provider"]?["name"] == "petstore")
        let interactions = try #require(pact["interactions"]?.arrayValue)
        #expect(interactions.map { $0["description"]?.stringValue ?? "" } == ["GET /pets with limit → 200", "GET /pets/{petId} → 200"])
        let shown = try #require(interactions.last)
        #expect(shown["request"]?["path"] == "/v1/pets/7")
        #expect(shown["request"]?["headers"]?["Authorization"] == .array(["Bearer REDACTED"]))
        #expect(shown["response"]?["matchingRules"]?["body"]?["$.id"]?["matchers"]?[0]?["match"] == "integer")
        #expect(!String(decoding: try Data(contentsOf: url), as: UTF8.self).contains("secret"))
    }

    @Test func concurrentStubsShareOnePact() async throws {
        let url = temporaryPact()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let stub = try Petstore.stub()
                    stub.recordPact(to: url, consumer: "web", provider: "petstore")
                    stub.respond(to: "showPetById", status: 200, body: Data(#"{"id":\#(task),"name":"Bo"}"#.utf8))
                    let session = stub.makeSession()
                    for request in 0..<10 {
                        _ = try await session.data(from: Petstore.url("/pets/\(request)"))
                        _ = try await session.data(for: Petstore.request("POST", "/pets", json: #"{"name":"pet \#(task)-\#(request)"}"#))
                    }
                }
            }
            try await group.waitForAll()
        }
        let pact = try JSONValue(decoding: Data(contentsOf: url))
        #expect(pact["interactions"]?.arrayValue?.count == 2)
    }

    @Test func v3OnRequest() async throws {
        let url = temporaryPact()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let stub = try Petstore.stub()
        stub.recordPact(to: url, consumer: "web", provider: "petstore", version: .v3)
        stub.respond(to: "showPetById", status: 404)
        _ = try await stub.makeSession().data(from: Petstore.url("/pets/7"))
        let pact = try JSONValue(decoding: Data(contentsOf: url))
        #expect(pact["metadata"]?["pactSpecification"]?["version"] == "3.0.0")
        #expect(pact["interactions"]?[0]?["response"]?["status"] == 404)
        #expect(pact["interactions"]?[0]?["type"] == nil)
    }
}
