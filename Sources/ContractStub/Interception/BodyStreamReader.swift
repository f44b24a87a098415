import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// Reads a request's body stream to the end on a thread of its own, giving up after a deadline.
///
/// The blocking read runs on a queue of its own (a new serial queue gets its own thread), never on
/// `DispatchQueue.global()`: that pool runs only about as many blocks as there are cores, so a few blocked reads
/// there would hold back every other timer and task of the test process, this reader's deadline included.
///
/// A stream's writer may feed it from another thread while the request is under way (swift-openapi-generator's
/// `URLSessionTransport` streams bodies this way on Apple platforms), so the read must not block the loader's
/// thread; and a writer that never finishes must not hang the test, so after `timeout` the reader answers
/// ``Body/unfinished`` (the blocked read is abandoned; it ends when its stream does).
enum BodyStreamReader {
    /// What was read.
    enum Body: Sendable {
        /// Every byte, up to the end of the stream.
        case complete(Data)
        /// The stream had not ended by the deadline, or failed while being read.
        case unfinished
    }

    /// Reads `stream` to the end, or until `timeout` seconds have passed, and passes the result to `completion` once.
    static func read(_ stream: InputStream, within timeout: TimeInterval, completion: @escaping @Sendable (Body) -> Void) {
        // Whichever comes first takes the completion out, which also frees what it holds while the other waits.
        let pending = Locked<(@Sendable (Body) -> Void)?>(completion)
        let answer: @Sendable (Body) -> Void = { body in
            pending.withLock { pending in
                defer { pending = nil }
                return pending
            }?(body)
        }
        let box = StreamBox(stream: stream)
        DispatchQueue(label: "ContractStub.body-stream").async { answer(readAll(box.stream).map(Body.complete) ?? .unfinished) }
        StubTimers.queue.asyncAfter(deadline: .now() + max(timeout, 0.001)) { answer(.unfinished) }
    }

    /// Every byte left in `stream`; `nil` when reading it failed.
    static func readAll(_ stream: InputStream) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        stream.open()
        defer { stream.close() }
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { return count == 0 ? data : nil }
            data.append(buffer, count: count)
        }
    }
}

/// Hands a stream to the reading queue; only that queue touches it.
private struct StreamBox: @unchecked Sendable {
    let stream: InputStream
}
