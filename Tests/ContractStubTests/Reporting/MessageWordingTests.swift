import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The exact words a developer reads when a test fails: pinned, as the lint messages are.
@Suite struct MessageWordingTests {
    private static let expected =
        #"GET https://petstore.example.com/v1/pets/abc: error: expected integer, found string "abc" [schema.type] at /path/petId (spec: #/paths/~1pets~1%7BpetId%7D/get/parameters/0/schema/type)"#

    @Test func aViolationReadsAsRequestFindingCodeAndBothPointers() async throws {
        let stub = try Petstore.stub()
        _ = try await stub.makeSession().data(from: Petstore.url("/pets/abc"))
        #expect(stub.violations.map(\.description) == [Self.expected])
    }

    @Test func theIssueRecordedInTheTestIsTheViolationWithItsPrefix() async throws {
        let stub = try Petstore.stub()
        _ = try await stub.makeSession().data(from: Petstore.url("/pets/abc"))
        withKnownIssue {
            stub.assertNoViolations()
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["Contract violation: " + Self.expected]
        }
    }
}

/// The problem document a client under test receives for a request the contract forbids, byte for byte.
@Suite struct ProblemDocumentWordingTests {
    @Test func theProblemDocumentOfARequestViolation() async throws {
        let stub = try Petstore.stub()
        let (data, response) = try await stub.makeSession().data(from: Petstore.url("/pets/abc"))
        #expect(response.status == 400)
        #expect(response.header("Content-Type") == "application/problem+json")
        let expected = #"""
            {"type":"urn:contractstub:problem:request-violation","title":"The request violates the contract","status":400,\#
            "detail":"GET https://petstore.example.com/v1/pets/abc: 1 violation (ContractStub)","violations":[{"severity":"error",\#
            "code":"schema.type","message":"expected integer, found string \"abc\"","file":null,\#
            "pointer":"/paths/~1pets~1{petId}/get/parameters/0/schema/type","line":null,"column":null,\#
            "instancePointer":"/path/petId","operationId":"showPetById"}]}
            """#
        #expect(String(decoding: data, as: UTF8.self) == expected)
    }
}
