import ContractStub
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The XCTest path: violations are reported with `XCTFail` from the test's own teardown or assertion, to
/// the test that caused them, at the line that asked. Each test expects its own failures: they are caught
/// here (and checked in `tearDown`) instead of failing the run; any other failure goes through.
final class XCTestAttributionTests: XCTestCase {
    private var marker = ""
    private var expectedLine = 0
    private var expectedFailures = 0
    private var caught: [(description: String, line: Int)] = []

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard !marker.isEmpty, issue.compactDescription.contains(marker) else { return super.record(issue) }
        caught.append((issue.compactDescription, issue.sourceCodeContext.location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard !marker.isEmpty, description.contains(marker) else {
            return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        caught.append((description, lineNumber))
    }
    #endif

    override func tearDown() {
        XCTAssertEqual(caught.count, expectedFailures, "failures reported to \(name)")
        for failure in caught {
            XCTAssertEqual(failure.line, expectedLine, failure.description)
        }
        marker = ""
        super.tearDown()
    }

    /// Sends `bad` requests whose path carries `marker` and `good` valid ones through `stub`.
    private func send(bad: Int, good: Int = 1, through stub: ContractStub) async throws {
        let session = stub.makeSession()
        for attempt in 0..<bad {
            let (_, response) = try await session.data(from: Petstore.url("/pets/\(marker)-\(attempt)"))
            XCTAssertEqual(response.status, 400)
        }
        for _ in 0..<good {
            let (_, response) = try await session.data(from: Petstore.url("/pets/1"))
            XCTAssertEqual(response.status, 200)
        }
    }

    func testTeardownReportsThisTestsViolations() async throws {
        let stub = try Petstore.stub()
        marker = "xctest-teardown"
        expectedLine = #line + 1
        stub.assertNoViolationsOnTeardown(of: self)
        try await send(bad: 2, through: stub)
        expectedFailures = stub.violations.count
        XCTAssertEqual(Set(stub.violations.compactMap(\.exchangeIndex)).count, 2)
    }

    func testAnotherTestOnlySeesItsOwn() async throws {
        let stub = try Petstore.stub()
        marker = "xctest-other"
        expectedLine = #line + 1
        stub.assertNoViolationsOnTeardown(of: self)
        try await send(bad: 1, good: 3, through: stub)
        expectedFailures = stub.violations.count
        XCTAssertEqual(stub.exchanges.count, 4)
    }

    func testCleanTestReportsNothing() async throws {
        let stub = try Petstore.stub()
        marker = "xctest-clean"
        stub.assertNoViolationsOnTeardown(of: self)
        try await send(bad: 0, good: 2, through: stub)
        expectedFailures = 0
    }

    func testExplicitAssertionUsesXCTFailAtTheCallersLine() async throws {
        let stub = try Petstore.stub()
        marker = "xctest-explicit"
        try await send(bad: 1, through: stub)
        expectedFailures = stub.violations.count
        expectedLine = #line + 1
        stub.assertNoViolations()
        XCTAssertEqual(caught.count, expectedFailures, "reported at once, not later")
    }

    func testDataTaskWithExpectation() throws {
        let stub = try Petstore.stub()
        stub.respond(to: "listPets", with: [.status(503), .status(200)])
        let session = stub.makeSession()
        nonisolated(unsafe) var statuses: [Int] = []  // written by one completion handler at a time
        for _ in 0..<2 {
            let done = expectation(description: "answered")
            session.dataTask(with: Petstore.url("/pets")) { _, response, _ in
                statuses.append(response?.status ?? 0)
                done.fulfill()
            }.resume()
            wait(for: [done], timeout: 5)
        }
        XCTAssertEqual(statuses, [503, 200])
        XCTAssertTrue(stub.violations.isEmpty)
    }
}
