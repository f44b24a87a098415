import ContractStub
import Foundation
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The shared traffic log of the stress run, from `CONTRACTSTUB_STRESS_LOG`.
private let stressLog = ProcessInfo.processInfo.environment["CONTRACTSTUB_STRESS_LOG"].map(URL.init(fileURLWithPath:))

/// `make stress`: 100 tests in parallel, 100 requests each, every stub recording into ONE shared log, under
/// ThreadSanitizer. Each test checks its own exchanges and violations; `make stress` then checks the log has
/// exactly 100 × 100 lines, each valid JSON. Off unless `CONTRACTSTUB_STRESS_LOG` names the shared log.
@Suite(.enabled(if: stressLog != nil, "set CONTRACTSTUB_STRESS_LOG (make stress) to run"))
struct StressTests {
    static let requestsPerTest = 100

    /// Test `index` sends 100 requests; every tenth is invalid and marked with the test's index.
    @Test(arguments: 0..<100)
    func parallelTestsKeepTheirOwnExchanges(index: Int) async throws {
        let stub = try Petstore.stub()
        stub.record(to: try #require(stressLog))
        stub.respond(to: "showPetById", status: 200, body: Data(#"{"id":\#(index + 1),"name":"pet-\#(index)"}"#.utf8))
        let session = stub.makeSession()
        for request in 0..<Self.requestsPerTest {
            let path = request % 10 == 9 ? "/pets/bad-\(index)-\(request)" : "/pets/\(index + 1)"
            let (data, response) = try await session.data(from: Petstore.url(path))
            if request % 10 == 9 {
                #expect(response.status == 400)
            } else {
                #expect(try data.json()["name"] == .string("pet-\(index)"))
            }
        }
        #expect(stub.exchanges.count == Self.requestsPerTest)
        #expect(stub.violations.count == Self.requestsPerTest / 10)
        #expect(stub.violations.allSatisfy { $0.request?.contains("/pets/bad-\(index)-") == true })
        withKnownIssue {
            stub.assertNoViolations()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("/pets/bad-\(index)-") }
        }
    }
}
