/// What a handler answers a request with: a response sent whole (`Content-Length`), or a head followed by a body sent
/// item by item (`Transfer-Encoding: chunked`, one chunk per item).
struct HTTPAnswer: Sendable {
    /// The status, headers and (for a whole response) body.
    var response: HTTPResponse
    /// For a streamed answer, the body's items in order; `nil` for a whole response.
    var chunks: [[UInt8]]?

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
}
