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
        let error = await #expect(throws: URLError.self) {
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

    /// The request must be inside its delay when cancelled (corelibs does not cancel a task that has not started
    /// yet), so the test waits a generous second under a parallel test run, then expects an early error.
    @Test func cancellingDuringADelayDeliversNothing() async throws {
        let stub = try Petstore.stub()
        stub.respond(to: "listPets", delay: .seconds(5))
        let session = stub.makeSession()
        let clock = ContinuousClock()
        let start = clock.now
        let task = Task { try await session.data(from: Petstore.url("/pets")) }
        try await Task.sleep(for: .seconds(1))
        task.cancel()
        await #expect(throws: (any Error).self) { _ = try await task.value }
        #expect(clock.now - start < .seconds(4), "cancelled long before the 5 s delay ended")
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
