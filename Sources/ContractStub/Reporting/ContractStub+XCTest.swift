import ContractStubCore

#if canImport(XCTest)
import XCTest

extension ContractStub {
    /// Fails `testCase` once per contract violation when it tears down, at the caller's source location
    /// (XCTest runs the teardown blocks in the test's own context, so the right test is blamed).
    ///
    /// ```swift
    /// override func setUp() {
    ///     stub = ContractStub(contract)
    ///     stub.assertNoViolationsOnTeardown(of: self)
    /// }
    /// ```
    public func assertNoViolationsOnTeardown(
        of testCase: XCTestCase, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        testCase.addTeardownBlock { [self] in
            assertNoViolations(fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
#endif
