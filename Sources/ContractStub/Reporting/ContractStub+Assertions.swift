import ContractStubCore

extension ContractStub {
    /// Fails the current test once per contract violation seen so far, at the caller's source location, and once
    /// more when the test expects requests (``expectsRequests``) and the stub saw none.
    ///
    /// Reports to Swift Testing (`Issue.record`) when called from a Swift Testing test, else to XCTest
    /// (`XCTFail`). Call it from the test itself, not from a completion handler on another queue.
    ///
    /// ```swift
    /// _ = try await session.data(from: url)
    /// stub.assertNoViolations()
    /// ```
    public func assertNoViolations(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        for violation in violations {
            IssueReporter.fail(
                "Contract violation: \(violation)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
        if let message = missingRequestsMessage {
            IssueReporter.fail(message, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
