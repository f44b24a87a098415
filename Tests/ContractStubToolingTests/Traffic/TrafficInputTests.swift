import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `verify --traffic` opens a file by its content: a HAR document as a ``HARSource``, anything else as a traffic log.
@Suite struct TrafficInputTests {
    @Test func aHARThatChromiumWroteIsReadAsHAREntries() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/HAR/browser-petstore.har")
        let source = try TrafficInput.open(url)
        #expect(source is HARSource)
        #expect(source.exchangeLabel == "HAR entry")
    }

    @Test func aFileThatIsNotHARIsReadAsATrafficLog() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("traffic-input-\(UUID().uuidString).jsonl")
        try Data(#"{"request":{"method":"GET","url":"https://example.com/"}}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try TrafficInput.open(url)
        #expect(source is TrafficLogReader)
        #expect(source.exchangeLabel == "exchange")
    }
}
