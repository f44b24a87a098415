import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request's answer as the upstream's `URLSession` delivers it, handed from the session's delegate queue
/// (``UpstreamDelegate``) to the connection's thread, which waits for it: the head, then the body's pieces in order as
/// they arrive, then the end (or why the answer stopped). Thread-safe: every field is read and written under
/// `condition`'s lock.
final class UpstreamTransfer: @unchecked Sendable {
    /// What the connection's thread gets next of the body.
    enum Piece: Sendable, Hashable {
        /// The next bytes, as `URLSession` delivered them (decoded).
        case data(Data)
        /// Nothing arrived within the wait.
        case pending
        /// The body is complete.
        case end
        /// The answer stopped before its end; the reason, for the log.
        case failed(String)
    }

    private let condition = NSCondition()
    private var head: HTTPURLResponse?
    private var pieces: [Data] = []
    private var ended = false
    private var failure: String?
    private var task: URLSessionTask?

    /// Where the request went, for messages.
    let destination: URL

    init(destination: URL) {
        self.destination = destination
    }

    // MARK: The delegate's side

    /// Keeps `task`, so that ``cancel()`` can stop it.
    func attach(_ task: URLSessionTask) {
        locked { self.task = task }
    }

    /// The head arrived.
    func received(_ response: URLResponse) {
        locked { if let http = response as? HTTPURLResponse { head = http } }
    }

    /// The next bytes of the body arrived, with `response`, the task's, for a head no delegate call brought.
    func received(_ data: Data, response: URLResponse?) {
        locked {
            if head == nil, let http = response as? HTTPURLResponse { head = http }
            pieces.append(data)
        }
    }

    /// The task ended: without `error`, the body is complete; `response` is the task's, for a head no delegate call
    /// brought.
    func completed(_ response: URLResponse?, error: (any Error)?) {
        locked {
            if head == nil, let http = response as? HTTPURLResponse { head = http }
            if let error { failure = "\(destination.absoluteString): \(error.localizedDescription)" }
            if head == nil, failure == nil { failure = "\(destination.absoluteString): not an HTTP answer" }
            ended = true
        }
    }

    // MARK: The connection's side

    /// The head, once it has arrived, or why there is none (the upstream unreachable, timed out, not speaking HTTP).
    func waitForHead() -> Result<HTTPURLResponse, UpstreamFailure> {
        condition.lock()
        defer { condition.unlock() }
        while head == nil, !ended { condition.wait() }
        if let head { return .success(head) }
        return .failure(UpstreamFailure(reason: failure ?? "\(destination.absoluteString): no answer"))
    }

    /// The whole body, once the answer has ended, or why it stopped before its end.
    func waitForBody() -> Result<Data, UpstreamFailure> {
        condition.lock()
        defer { condition.unlock() }
        while !ended { condition.wait() }
        if let failure { return .failure(UpstreamFailure(reason: failure)) }
        defer { pieces = [] }
        return .success(pieces.reduce(into: Data()) { $0.append($1) })
    }

    /// The next piece of the body, waiting at most `timeout` for it.
    func next(waitingAtMost timeout: Duration) -> Piece {
        let (seconds, attoseconds) = timeout.components
        let deadline = Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while pieces.isEmpty, !ended {
            guard condition.wait(until: deadline) else { break }
        }
        if !pieces.isEmpty { return .data(pieces.removeFirst()) }
        guard ended else { return .pending }
        return failure.map(Piece.failed) ?? .end
    }

    /// Stops the request (the client went away): the upstream's connection is closed.
    func cancel() {
        let task = locked { self.task }
        task?.cancel()
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return body()
    }
}
