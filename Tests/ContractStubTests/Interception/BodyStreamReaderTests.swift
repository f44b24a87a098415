import Foundation
import Testing

@testable import ContractStub

/// The body-stream reader alone: whole streams, streams fed slowly, streams that fail or never end.
@Suite struct BodyStreamReaderTests {
    private func read(_ stream: InputStream, within timeout: TimeInterval) async -> BodyStreamReader.Body {
        await timedRead(stream, within: timeout).body
    }

    /// The reader's answer and how long after the call it came (timed where it arrives, not where the test resumes,
    /// which a busy parallel test run can delay).
    private func timedRead(_ stream: InputStream, within timeout: TimeInterval) async -> (body: BodyStreamReader.Body, after: TimeInterval)
    {
        let started = Date()
        return await withCheckedContinuation { continuation in
            BodyStreamReader.read(stream, within: timeout) { continuation.resume(returning: ($0, Date().timeIntervalSince(started))) }
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
        let (answer, after) = await timedRead(body.stream, within: 0.2)
        guard case .unfinished = answer else {
            Issue.record("expected to give up")
            return
        }
        #expect(after >= 0.2 && after < 5)
    }

    @Test func aStreamThatFailsIsNotTakenForABody() async {
        let missing = InputStream(fileAtPath: "/nonexistent/contractstub-\(UUID().uuidString)")!
        guard case .unfinished = await read(missing, within: 5) else {
            Issue.record("a failing stream has no body to check")
            return
        }
    }
}
