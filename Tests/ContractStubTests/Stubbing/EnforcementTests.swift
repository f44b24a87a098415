import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests the contract forbids are answered 400 problem+json (or as the policy says) and recorded.
@Suite struct EnforcementTests {
    @Test func violatingRequestGetsProblemDetails() async throws {
        let stub = try Petstore.stub()
        let (data, response) = try await stub.makeSession().data(from: Petstore.url("/pets?limit=1000"))
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        let problem = try data.json()
        #expect(problem["type"] == "urn:contractstub:problem:request-violation")
        #expect(problem["title"]?.stringValue?.isEmpty == false)
        #expect(problem["status"] == 400)
        #expect(problem["detail"]?.stringValue?.contains("/pets?limit=1000") == true)
        let violations = try #require(problem["violations"]?.arrayValue)
        #expect(violations.count == stub.violations.count)
        #expect(!violations.isEmpty)
        let errors = stub.violations.map(\.diagnostic).filter { $0.severity == .error }
        #expect(violations == errors.map { $0.jsonValue() }, "problem+json writes diagnostics in their one JSON form")
        for violation in violations {
            #expect(violation["code"]?.stringValue?.isEmpty == false)
            #expect(violation["message"]?.stringValue?.isEmpty == false)
            #expect(violation["severity"]?.stringValue == "error")
            #expect(violation["pointer"]?.stringValue != nil || violation["instancePointer"] != nil)
        }
        #expect(stub.violations.first?.operationId == "listPets")
    }

    @Test func missingRequiredBodyPropertyIsAViolation() async throws {
        let stub = try Petstore.stub()
        let (_, response) = try await stub.makeSession().data(for: Petstore.request("POST", "/pets", json: #"{"tag":"dog"}"#))
        #expect(response.status == 400)
        #expect(stub.violations.first?.operationId == "createPet")
    }

    @Test func unmatchedRequestGetsProblemDetails() async throws {
        let stub = try Petstore.stub()
        let (data, response) = try await stub.makeSession().data(from: Petstore.url("/owners/1"))
        #expect(response.status == 400)
        #expect(try data.json()["type"] == "urn:contractstub:problem:no-matching-operation")
        #expect(stub.exchanges.first?.operationId == nil)
        #expect(!stub.violations.isEmpty)
    }

    @Test func respondAnywayAnswersAsIfValidButRecords() async throws {
        let stub = try Petstore.stub()
        stub.violationPolicy = .respondAnyway
        let (data, response) = try await stub.makeSession().data(from: Petstore.url("/pets/abc"))
        #expect(response.status == 200)
        #expect(try data.json()["name"] == "Rex")
        #expect(!stub.violations.isEmpty)
        #expect(stub.violations.allSatisfy { $0.request == "GET https://petstore.example.com/v1/pets/abc" })
    }

    @Test func respondAnywayStillRefusesUnmatchedRequests() async throws {
        let stub = try Petstore.stub()
        stub.violationPolicy = .respondAnyway
        #expect(try await stub.makeSession().data(from: Petstore.url("/owners")).1.status == 400)
    }

    @Test func failRequestPolicyFailsWithTheGivenError() async throws {
        let stub = try Petstore.stub()
        stub.violationPolicy = .failRequest(URLError(.cannotParseResponse))
        let error = await expectError(URLError.self) {
            _ = try await stub.makeSession().data(from: Petstore.url("/pets/abc"))
        }
        #expect(error?.code == .cannotParseResponse)
        #expect(!stub.violations.isEmpty)
        #expect(stub.exchanges.first?.response == nil)
    }

    @Test func violationsNameTheirExchange() async throws {
        let stub = try Petstore.stub()
        let session = stub.makeSession()
        _ = try await session.data(from: Petstore.url("/pets/1"))
        _ = try await session.data(from: Petstore.url("/pets/abc"))
        #expect(stub.exchanges.count == 2)
        #expect(stub.exchanges[0].violations.isEmpty)
        #expect(!stub.exchanges[1].violations.isEmpty)
        #expect(stub.violations.allSatisfy { $0.exchangeIndex == 1 })
        #expect(stub.violations.first?.description.hasPrefix("GET https://petstore.example.com/v1/pets/abc: error: ") == true)
    }
}
