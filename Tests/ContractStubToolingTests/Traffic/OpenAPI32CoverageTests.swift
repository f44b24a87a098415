import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `verify`'s coverage on an OpenAPI 3.2 event stream: the event names seen are listed per operation.
@Suite("OpenAPI 3.2: coverage")
struct OpenAPI32CoverageTests {
    @Test func coverageListsTheEventNamesSeen() throws {
        let chat = EngineFixtures.chatStreams
        let body = "event: delta\\ndata: {\\\"text\\\":\\\"a\\\"}\\n\\nevent: done\\ndata: [DONE]\\n\\n"
        let line = """
            {"request":{"method":"POST","url":"https://api.example.com/v1/chat/completions","headers":{"Content-Type":"application/json"},"body":"{\\"prompt\\":\\"x\\"}"},"response":{"status":200,"headers":{"Content-Type":"text/event-stream"},"body":"\(body)"}}
            """
        let entries = try TrafficLog.read(Data(line.utf8))
        var verification = TrafficVerification(contract: chat, limit: .max)
        let verifier = TrafficVerifier(contract: chat)
        for entry in entries { verifier.check(entry.exchange, line: entry.line, into: &verification) }
        #expect(verification.findings.isEmpty)
        let operation = try #require(verification.coverage.operations.first { $0.operationId == "streamCompletion" })
        #expect(operation.eventNames == ["delta", "done"])
    }
}
