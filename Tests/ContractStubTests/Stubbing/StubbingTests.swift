import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What tests can make the stub answer, and how those answers are held to the contract.
@Suite struct StubbingTests {
    @Test func statusUsesTheSpecExampleForThatStatus() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "showPetById", status: 404)
        let (data, response) = try await stub.makeSession().data(from: Petstore.url("/pets/42"))
        #expect(response.status == 404)
        #expect(try data.json()["message"] == "no pet with id 42")
        #expect(stub.violations.isEmpty)
    }

    @Test func routeTargetMatchesByMethodAndPathTemplate() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: .get("/pets/{petId}"), status: 200, body: Data(#"{"id":7,"name":"Bo"}"#.utf8))
        let (data, response) = try await stub.makeSession().data(from: Petstore.url("/pets/7"))
        #expect(response.status == 200)
        #expect(try data.json()["name"] == "Bo")
        #expect(response.header("Content-Type") == "application/json")
        #expect(stub.violations.isEmpty)
    }

    @Test func explicitBodyTheServerCouldNeverSendIsAViolation() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "showPetById", status: 200, body: Data(#"{"id":"seven"}"#.utf8))
        let (data, response) = try await stub.makeSession().data(from: Petstore.url("/pets/7"))
        #expect(response.status == 200)
        #expect(data == Data(#"{"id":"seven"}"#.utf8), "the body is sent as given")
        #expect(!stub.violations.isEmpty)
        #expect(stub.violations.allSatisfy { $0.exchangeIndex == 0 && $0.operationId == "showPetById" })
    }

    @Test func undeclaredStatusIsAViolationAndAServerError() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "createPet", status: 404, example: "missing")
        let (data, response) = try await stub.makeSession().data(for: Petstore.request("POST", "/pets", json: #"{"name":"Rex"}"#))
        #expect(response.status == 500)
        #expect(response.header("Content-Type") == "application/problem+json")
        #expect(try data.json()["type"] == "urn:contractstub:problem:stub-unavailable")
        #expect(stub.violations.count == 1)
    }

    @Test func unknownTargetIsRecordedWhenConfigured() throws {
        let stub = try Petstore.stub()
        stub.respond(to: "deletePet", status: 204)
        stub.fail(.delete("/pets/{petId}"), with: URLError(.timedOut))
        #expect(stub.violations.map(\.code) == ["stub.target.unknown", "stub.target.unknown"])
        #expect(stub.violations.allSatisfy { $0.exchangeIndex == nil })
    }

    @Test func headersAreAddedToTheSpecResponse() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "listPets", headers: ["x-next": "https://petstore.example.com/v1/pets?cursor=2"])
        let (_, response) = try await stub.makeSession().data(from: Petstore.url("/pets"))
        #expect(response.header("x-next") == "https://petstore.example.com/v1/pets?cursor=2")
        #expect(stub.violations.isEmpty)
    }

    @Test func sequencePlaysInOrderThenRepeatsTheLast() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "listPets", with: [.status(503), .status(200)])
        let session = stub.makeSession()
        var statuses: [Int] = []
        for _ in 0..<3 {
            statuses.append(try await session.data(from: Petstore.url("/pets")).1.status)
        }
        #expect(statuses == [503, 200, 200])
        #expect(stub.violations.isEmpty)
    }

    @Test func laterConfigurationReplacesEarlier() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "showPetById", status: 404)
        stub.respond(to: "showPetById", status: 200)
        #expect(try await stub.makeSession().data(from: Petstore.url("/pets/1")).1.status == 200)
    }

    @Test func networkFailureReachesTheClient() async throws {
        let stub = try Petstore.stub()
        stub.fail("listPets", with: URLError(.notConnectedToInternet))
        let error = await expectError(URLError.self) {
            _ = try await stub.makeSession().data(from: Petstore.url("/pets"))
        }
        #expect(error?.code == .notConnectedToInternet)
        #expect(stub.exchanges.first?.error?.code == .notConnectedToInternet)
        #expect(stub.violations.isEmpty)
    }

    @Test func failureAfterASuccessInASequence() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "listPets", with: [.status(200), .failure(URLError(.networkConnectionLost))])
        let session = stub.makeSession()
        #expect(try await session.data(from: Petstore.url("/pets")).1.status == 200)
        await #expect(throws: URLError.self) { _ = try await session.data(from: Petstore.url("/pets")) }
    }

    @Test func delayHoldsTheAnswerBack() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "listPets", delay: .milliseconds(200))
        stub.fail("showPetById", with: URLError(.timedOut), delay: .milliseconds(200))
        let session = stub.makeSession()
        let clock = ContinuousClock()
        let start = clock.now
        _ = try await session.data(from: Petstore.url("/pets"))
        #expect(clock.now - start >= .milliseconds(200))
        let failureStart = clock.now
        await #expect(throws: URLError.self) { _ = try await session.data(from: Petstore.url("/pets/1")) }
        #expect(clock.now - failureStart >= .milliseconds(200))
    }

    /// A delayed answer is dropped when its task is cancelled: the client gets `URLError.cancelled` and no data.
    /// Uses a completion-handler task, resumed synchronously, so no scheduling of a busy test run can let the
    /// cancellation come before the request exists or after the delay ends; the outcome, not the clock, is checked.
    @Test func cancellingDuringADelayDeliversNothing() throws {
        let stub = try Petstore.stub()
        stub.respond(to: "listPets", delay: .seconds(30))
        let outcome = TaskOutcome()
        let task = stub.makeSession().dataTask(with: Petstore.url("/pets")) { data, _, error in
            outcome.finish(data: data, error: error)
        }
        task.resume()
        Thread.sleep(forTimeInterval: 0.2)
        task.cancel()
        #expect(outcome.wait(seconds: 25), "the cancelled task completes before its 30 s delay")
        #expect((outcome.error as? URLError)?.code == .cancelled)
        #expect(outcome.data == nil)
    }

    @Test func authenticateChallengeIsNeverSentOnLinux() async throws {
        let stub = try Petstore.stub()
        stub.respond(
            to: "showPetById", status: 401, body: Data(#"{"code":401,"message":"who are you?"}"#.utf8),
            headers: ["WWW-Authenticate": #"Bearer realm="pets""#])
        let (_, response) = try await stub.makeSession().data(from: Petstore.url("/pets/1"))
        #expect(response.status == 401)
        #if canImport(FoundationNetworking)
        #expect(response.header("WWW-Authenticate") == nil)
        #expect(stub.violations.map(\.code) == ["stub.response.authenticate-challenge"])
        #endif
    }
}

/// What a completion handler delivered, waited for from a synchronous test.
private final class TaskOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private let done = DispatchSemaphore(value: 0)
    private var delivered: (data: Data?, error: (any Error)?) = (nil, nil)

    func finish(data: Data?, error: (any Error)?) {
        lock.lock()
        delivered = (data, error)
        lock.unlock()
        done.signal()
    }

    /// Whether the handler ran within `seconds`.
    func wait(seconds: Double) -> Bool { done.wait(timeout: .now() + seconds) == .success }

    var data: Data? { lock.withLock { delivered.data } }
    var error: (any Error)? { lock.withLock { delivered.error } }
}
