/// How long the server waits for a client, so that idle and slow clients cannot hold a connection (and its thread)
/// for ever.
package struct HTTPTimeouts: Sendable, Hashable {
    /// How long a connection may stay silent between requests before it is closed (without an answer: there is no
    /// request to answer).
    package var idle: Duration
    /// How long a request may take to arrive whole, head and body, from its first byte: a client that sends part of a
    /// request and stops, or trickles it, gets `408 Request Timeout` and the connection is closed.
    package var request: Duration

    /// 30 seconds idle, 10 seconds for a request.
    package init(idle: Duration = .seconds(30), request: Duration = .seconds(10)) {
        self.idle = idle
        self.request = request
    }
}
