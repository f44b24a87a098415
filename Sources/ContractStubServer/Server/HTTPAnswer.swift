import Foundation

/// What a handler answers a request with: a response sent whole (`Content-Length`), or a head followed by a body sent
/// item by item (`Transfer-Encoding: chunked`, one chunk per item, the items known or produced as the answer is sent),
/// or no response at all (the connection closed, as a failing server does); each after an optional delay.
struct HTTPAnswer: Sendable {
    /// The status, headers and (for a whole response) body; `nil` closes the connection without answering.
    var response: HTTPResponse?
    /// For a streamed answer, the body's items in order; `nil` for a whole response.
    var chunks: [[UInt8]]?
    /// For an answer whose body is produced as it is sent, where each piece comes from; `nil` otherwise.
    var source: (any HTTPBodySource)?
    /// How long the server waits before answering (or closing).
    var delay: Duration = .zero
    /// For a streamed answer, how long the server waits before sending each item after the first.
    var itemDelay: Duration = .zero

    /// A response sent whole.
    init(_ response: HTTPResponse) {
        self.response = response
        chunks = nil
    }

    /// A response whose body is sent as `chunks`, one chunk each.
    init(streaming response: HTTPResponse, chunks: [[UInt8]]) {
        self.response = response
        self.chunks = chunks
    }

    /// A response whose body comes from `source`, one chunk per piece, as it is produced.
    init(streaming response: HTTPResponse, from source: any HTTPBodySource) {
        self.response = response
        self.source = source
    }

    /// No response: the connection is closed after `delay`.
    static func closingConnection(after delay: Duration) -> HTTPAnswer {
        var answer = HTTPAnswer(HTTPResponse(status: 500))
        answer.response = nil
        answer.delay = delay
        return answer
    }

    /// Blocks the calling thread (a connection's own) for `duration`.
    static func wait(_ duration: Duration) {
        guard duration > .zero else { return }
        let (seconds, attoseconds) = duration.components
        Thread.sleep(forTimeInterval: Double(seconds) + Double(attoseconds) / 1e18)
    }
}
