@testable import ContractStub
import Foundation
import Testing

/// The body-stream reader alone: whole streams, streams fed slowly, streams that fail or never end.
@Suite struct BodyStreamReaderTests {
    private func read(_ stream: InputStream, within timeout: TimeInterval) async -> BodyStreamReader.Body {
        await withCheckedContinuation { continuation in
            BodyStreamReader.read(stream, within: timeout) { continuation.resume(returning: $0) }
        }
    }

    @Test func aWholeStreamIsReadToItsEnd() async {
        let bytes = Data((0..<100_000).map { UInt8($0 % 251) })
        guard case .complete(let data) = await read(InputStream(data: bytes), within: 5) else {
            Issue.record("expected the whole stream")
            return
        }
        #expect(data == bytes)
    }

    @Test func aSlowlyFedStreamIsWaitedFor() async {
        let body = FedBodyStream()
        body.feed([Data("a".utf8), Data("b".utf8), Data("c".utf8)], pause: .milliseconds(30))
        guard case .complete(let data) = await read(body.stream, within: 5) else {
            Issue.record("expected the whole stream")
            return
        }
        #expect(data == Data("abc".utf8))
    }

    @Test func aStreamThatNeverEndsIsGivenUpAtTheDeadline() async {
        let body = FedBodyStream()
        defer { body.end() }
        let started = Date()
        guard case .unfinished = await read(body.stream, within: 0.2) else {
            Issue.record("expected to give up")
            return
        }
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aStreamThatFailsIsNotTakenForABody() async {
        let missing = InputStream(fileAtPath: "/nonexistent/contractstub-\(UUID().uuidString)")!
        guard case .unfinished = await read(missing, within: 5) else {
            Issue.record("a failing stream has no body to check")
            return
        }
    }
}
