import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A spec with a broken `$ref` still gets a stub (issue 32, cause 9): its other operations answer, and a request to
/// the broken one gets a `stub-unavailable` problem naming the reference, recorded as a violation.
@Suite struct BrokenReferenceStubTests {
    static let spec = """
        {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "servers": [{"url": "https://api.test"}],
         "paths": {
          "/good": {"get": {"operationId": "good", "responses": {"200": {"description": "ok",
            "content": {"application/json": {"schema": {"type": "object", "required": ["id"],
              "properties": {"id": {"type": "integer"}}}}}}}}},
          "/broken": {"get": {"operationId": "broken", "responses": {"200": {"$ref": "#/components/responses/DoesNotExist"}}}}}}
        """

    static func contract() throws -> Contract {
        try Contract(data: Data(spec.utf8), baseURL: URL(fileURLWithPath: "/tmp/broken-stub.json"))
    }

    @Test(arguments: [ViolationPolicy.problemDetails, .respondAnyway])
    func theBrokenOperationIsRefusedNamingTheReferenceAndTheOthersAnswer(policy: ViolationPolicy) async throws {
        let stub = ContractStub(try Self.contract(), options: .init(), environment: [:])
        stub.violationPolicy = policy
        let session = stub.makeSession()
        defer { session.invalidateAndCancel() }

        let (good, goodResponse) = try await session.data(from: URL(string: "https://api.test/good")!)
        #expect(goodResponse.status == 200)
        #expect(try JSONSerialization.jsonObject(with: good) as? [String: Int] != nil)
        #expect(stub.violations.isEmpty)

        let (problem, response) = try await session.data(from: URL(string: "https://api.test/broken")!)
        #expect(response.status == 500)
        #expect(response.header("Content-Type") == "application/problem+json")
        let document = try #require(try JSONSerialization.jsonObject(with: problem) as? [String: Any])
        #expect(document["type"] as? String == "urn:contractstub:problem:stub-unavailable")
        let violations = try #require(document["violations"] as? [[String: Any]])
        #expect(violations.map { $0["code"] as? String } == ["ref.unresolved"])
        #expect((violations.first?["message"] as? String)?.contains("'#/components/responses/DoesNotExist'") == true)
        #expect(violations.first?["pointer"] as? String == "/paths/~1broken/get/responses/200")

        #expect(stub.violations.map(\.code) == ["ref.unresolved"])
        #expect(stub.violations.first?.operationId == "broken")
        #expect(stub.violations.first?.message.contains("DoesNotExist") == true)
    }
}
