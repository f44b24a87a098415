/// A body sent as it is produced rather than known whole (a stream the mock's proxy mode forwards): the server writes
/// each piece as one chunk as soon as ``next(waitingAtMost:)`` returns it, and tells the source when the answer is over
/// (``finish(clientGone:)``), once.
protocol HTTPBodySource: Sendable {
    /// The next piece of the body, waiting at most `timeout` for it (the server checks between two waits that the
    /// client is still there).
    func next(waitingAtMost timeout: Duration) -> HTTPBodyPiece
    /// The answer is over: after ``HTTPBodyPiece/end`` or ``HTTPBodyPiece/cut``, or earlier when the client went away
    /// (`clientGone`) or the answer has no body (a HEAD request); called once, on the connection's thread.
    func finish(clientGone: Bool)
}

/// What an ``HTTPBodySource`` has next.
enum HTTPBodyPiece: Sendable, Hashable {
    /// Bytes to send as one chunk.
    case bytes([UInt8])
    /// Nothing yet.
    case pending
    /// The body is complete: the last chunk follows.
    case end
    /// The body was cut short at its source: the connection is closed without the last chunk, so the client sees the
    /// answer incomplete.
    case cut
}
