@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation
import Testing

@testable import ContractStubServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `POST /__contractstub/answers`: the next answers of an operation, checked against the contract when set, used in
/// order, then the spec's again; cleared by reset.
@Suite struct MockAnswersTests {
    /// Sets answers with the JSON `body`; the status and the document answered.
    private static func set(_ mock: MockFixture, _ body: String) async throws -> (status: Int, document: JSONValue) {
        let (response, data) = try await LoopbackFetch.fetch(
            mock.url("/__contractstub/answers"), method: "POST", headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        return (response.statusCode, try JSONValue(decodingInstance: data))
    }

    private static func get(_ mock: MockFixture, _ path: String) async throws -> (response: HTTPURLResponse, body: JSONValue) {
        let (response, data) = try await LoopbackFetch.fetch(mock.url(path))
        return (response, try JSONValue(decodingInstance: data))
    }

    @Test func usesTheAnswersInOrderThenTheSpecsAgain() async throws {
        let mock = try MockFixture()
        let set = try await Self.set(
            mock,
            #"{"operation": "listPets", "answers": [{"status": 404, "body": {"message": "gone"}}, {"example": "dogs", "headers": {"X-Trace": "t1"}}, {"failure": "close"}]}"#
        )
        #expect(set.status == 200)
        #expect(set.document == ["operation": "listPets", "queued": 3])
        #expect(mock.log.withLock { $0 }.contains("control → 200: POST /__contractstub/answers\n"))
        #expect(try await Self.get(mock, "/__contractstub/answers").body == ["queued": ["listPets": 3]])

        let gone = try await Self.get(mock, "/pets")
        #expect(gone.response.statusCode == 404 && gone.body == ["message": "gone"])
        let dogs = try await Self.get(mock, "/pets")
        #expect(dogs.body == [["id": 2, "name": "Rex", "tag": "dog"]])
        #expect(dogs.response.value(forHTTPHeaderField: "X-Trace") == "t1")
        // The failure: the connection closed with no answer at all (a raw client, since URLSession may retry a GET).
        let client = try RawClient(mock.address)
        client.send("GET /pets HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(client.readToEnd().isEmpty)
        #expect(mock.log.withLock { $0 }.contains { $0.hasPrefix("GET /pets → closed listPets") })
        // Used up: the spec's first example again.
        #expect(try await Self.get(mock, "/pets").body == [["id": 1, "name": "Tom"]])
        #expect(try await Self.get(mock, "/__contractstub/answers").body == ["queued": [:]])
        #expect(mock.server.violationCount == 0)
    }

    @Test(arguments: [
        (#"{"status": 418}"#, "stub.status.undeclared"),
        (#"{"example": "birds"}"#, "stub.example.unknown"),
        (#"{"status": 404, "body": {"message": 1}}"#, "schema.type"),
        (#"{"contentType": "text/csv"}"#, "stub.media-type.undeclared"),
    ])
    func refusesAnAnswerTheContractDoesNotAllow(answer: String, code: String) async throws {
        let mock = try MockFixture()
        let refused = try await Self.set(mock, #"{"operation": "listPets", "answers": [{"status": 200}, \#(answer)]}"#)
        #expect(refused.status == 422)
        #expect(refused.document["type"] == "urn:contractstub:problem:answers-refused")
        let violations = try #require(refused.document["violations"]?.arrayValue)
        #expect(violations.first?["code"]?.stringValue == code)
        #expect(violations.first?["message"]?.stringValue?.hasPrefix("answer 2: ") == true)
        // Nothing was queued, not even the valid first answer.
        #expect(try await Self.get(mock, "/__contractstub/answers").body == ["queued": [:]])
        #expect(try await Self.get(mock, "/pets").body == [["id": 1, "name": "Tom"]])
    }

    @Test(arguments: [
        (#"{"operation": "nowhere", "answers": [{}]}"#, 422),
        (#"{"operation": "listPets", "answers": [{"stauts": 404}]}"#, 400),
        (#"{"operation": "listPets", "answers": []}"#, 400),
        (#"{"operation": "listPets", "answers": [{"failure": "close", "status": 500}]}"#, 400),
        (#"{"operation": "listPets", "answers": [{"delayMilliseconds": 600000}]}"#, 400),
        (#"{"operation": "listPets", "answers": [{"body": {}, "bodyText": "{}"}]}"#, 400),
        (#"not json"#, 400),
    ])
    func refusesABodyItCannotUse(body: String, status: Int) async throws {
        let mock = try MockFixture()
        let refused = try await Self.set(mock, body)
        #expect(refused.status == status)
        #expect(refused.document["detail"]?.stringValue?.isEmpty == false)
        #expect(try await Self.get(mock, "/__contractstub/answers").body == ["queued": [:]])
    }

    @Test func namesAnOperationByMethodAndPathAndWaitsTheDelay() async throws {
        let mock = try MockFixture()
        let set = try await Self.set(
            mock,
            #"{"operation": "GET /pets/{petId}", "answers": [{"delayMilliseconds": 300, "bodyText": "{\"id\": 9, \"name\": \"Ada\"}"}]}"#)
        #expect(set.status == 200 && set.document["operation"] == "showPetById")
        let start = ContinuousClock.now
        let answer = try await Self.get(mock, "/pets/9")
        #expect(ContinuousClock.now - start >= .milliseconds(300))
        #expect(answer.body == ["id": 9, "name": "Ada"])
    }

    @Test func resetForgetsTheAnswers() async throws {
        let mock = try MockFixture()
        #expect(try await Self.set(mock, #"{"operation": "listPets", "answers": [{"status": 404}]}"#).status == 200)
        let (reset, _) = try await LoopbackFetch.fetch(mock.url("/__contractstub/reset"), method: "POST")
        #expect(reset.statusCode == 204)
        #expect(try await Self.get(mock, "/pets").response.statusCode == 200)
    }

    @Test func waitsBetweenAStreamsItems() async throws {
        let mock = try MockFixture()
        let set = try await Self.set(mock, #"{"operation": "petEvents", "answers": [{"itemDelayMilliseconds": 100}]}"#)
        #expect(set.status == 200)
        let client = try RawClient(mock.address)
        let start = ContinuousClock.now  // before sending: the server may be items ahead before this thread runs again
        client.send("GET /events HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let text = client.readToEnd()
        #expect(text.hasSuffix("\r\n0\r\n\r\n"))
        let items = text.components(separatedBy: "\n\r\n").count - 1
        #expect(items > 1)
        #expect(ContinuousClock.now - start >= .milliseconds(100 * (items - 1)))
    }
}
