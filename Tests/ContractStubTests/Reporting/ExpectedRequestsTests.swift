import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A test that expects requests (`expectsRequests`) and whose client never reached the stub (it built its own
/// session, say) fails saying so, from `assertNoViolations()` and from the trait; by default nothing changes.
@Suite struct ExpectedRequestsTests {
    static func saysNoRequest(_ issue: Issue) -> Bool {
        issue.comments.contains { $0.rawValue.contains("ContractStub saw no request") && $0.rawValue.contains("stub.makeSession()") }
    }

    @Test func aStubThatSawNoRequestFailsATestThatExpectsSome() throws {
        let stub = try Petstore.stub()
        stub.expectsRequests = true
        withKnownIssue {
            stub.assertNoViolations()
        } matching: { issue in
            Self.saysNoRequest(issue)
        }
    }

    @Test func byDefaultNoRequestIsNoFailure() throws {
        let stub = try Petstore.stub()
        #expect(stub.expectsRequests == false)
        stub.assertNoViolations()
    }

    @Test func oneExchangeMeetsTheExpectation() async throws {
        let stub = try Petstore.stub()
        stub.expectsRequests = true
        _ = try await stub.makeSession().data(from: Petstore.url("/pets"))
        stub.assertNoViolations()
    }

    // The `.contractStub(_:)` trait needs Swift 6.1 (TestScoping).
    #if compiler(>=6.1)
    @Test func theTraitReportsAMissingRequestAtTheTest() async throws {
        let test = try #require(Test.current)
        let trait: ContractStubTrait = .contractStub("specs/petstore.json")
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) {
                try #require(ContractStub.current).expectsRequests = true
            }
        } matching: { issue in
            issue.sourceLocation == test.sourceLocation && Self.saysNoRequest(issue)
        }
    }
    #endif
}
