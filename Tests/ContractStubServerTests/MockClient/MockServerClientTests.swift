import ContractStubMockClient
import Foundation
import Testing

@testable import ContractStubServer

/// ``MockServerClient``, the UI tests' helper, against a mock running in-process.
@Suite struct MockServerClientTests {
    private static func client(_ mock: MockFixture) -> MockServerClient {
        MockServerClient(baseURL: mock.server.url, session: LocalServerSession.session)
    }

    @Test func setsTheNextAnswers() async throws {
        let mock = try MockFixture()
        let client = Self.client(mock)
        try await client.setNextAnswers(
            [
                .status(404, body: Data(#"{"message":"gone"}"#.utf8), headers: ["Retry-After": "1"], delay: .milliseconds(50)),
                .status(example: "dogs"), .closeConnection(),
            ],
            for: "listPets")
        let (gone, goneBody) = try await LoopbackFetch.fetch(mock.url("/pets"))
        #expect(gone.statusCode == 404 && String(decoding: goneBody, as: UTF8.self) == #"{"message":"gone"}"#)
        #expect(gone.value(forHTTPHeaderField: "Retry-After") == "1")
        let (_, dogs) = try await LoopbackFetch.fetch(mock.url("/pets"))
        #expect(try JSONValue(decodingInstance: dogs) == [["id": 2, "name": "Rex", "tag": "dog"]])
        let raw = try RawClient(mock.address)
        raw.send("GET /pets HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(raw.readToEnd().isEmpty)
        #expect(mock.server.violationCount == 0)
    }

    @Test func reportsWhyTheContractRefusesAnAnswer() async throws {
        let mock = try MockFixture()
        let client = Self.client(mock)
        await #expect(throws: MockServerClient.Failure.self) {
            try await client.setNextAnswers([.status(200), .status(418)], for: "listPets")
        }
        do {
            try await client.setNextAnswers([.status(418)], for: "GET /pets")
            Issue.record("an undeclared status was queued")
        } catch let failure as MockServerClient.Failure {
            #expect(failure.description.hasPrefix("POST /__contractstub/answers → 422: "))
            #expect(failure.description.contains("answer 1: ") && failure.description.contains("418"))
        }
        do {
            try await client.setNextAnswers([.status()], for: "nowhere")
            Issue.record("an unknown operation was accepted")
        } catch let failure as MockServerClient.Failure {
            #expect(failure.description.contains("no such operation"))
        }
    }

    @Test func readsAndResetsTheViolations() async throws {
        let mock = try MockFixture()
        let client = Self.client(mock)
        #expect(try await client.violations().count == 0)
        _ = try await LoopbackFetch.fetch(mock.url("/pets?limit=1000"))
        try await client.setNextAnswers([.status(404)], for: "listPets")
        let violations = try await client.violations()
        #expect(violations.count == mock.server.violationCount && violations.count > 0)
        #expect(violations.description.contains("GET /pets?limit=1000 → 400 listPets\n  "))
        try await client.reset()
        #expect(try await client.violations().count == 0)
        // The reset forgot the queued answer too.
        #expect(try await LoopbackFetch.fetch(mock.url("/pets")).response.statusCode == 200)
    }
}
