import ContractStubCore

#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The one failure path for both test frameworks: Swift Testing's `Issue.record` when a Swift Testing test
/// is running on the current task, else `XCTFail`, with the caller's source location either way.
enum IssueReporter {
    /// Records `message` as a failure of the current test at the given location.
    static func fail(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(
                fileID: String(describing: fileID), filePath: String(describing: filePath), line: Int(line), column: Int(column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        print("\(filePath):\(line): error: \(message)")
        #endif
    }
}
