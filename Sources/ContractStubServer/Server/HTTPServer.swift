import Foundation

/// An HTTP/1.1 server on one address: each connection is read with ``HTTPRequestParser`` and every request it
/// completes (pipelined ones in order) is answered by `handler`. Keep-alive unless the request or the answer says
/// close; `100 Continue` before a body held back for it; a request that cannot be read gets its status
/// (400, 413, 414, 431, 501, 505) and the connection is closed; so does a request that does not arrive whole within
/// ``HTTPTimeouts/request`` (408), while a connection idle between requests for ``HTTPTimeouts/idle`` is closed quietly. An answer may wait before it is sent, or be no
/// response at all (``HTTPAnswer``).
final class HTTPServer: Sendable {
    /// What happened on a connection that no handler saw, for the server's log.
    enum ConnectionEvent: Sendable, Hashable {
        /// A request that could not be read, answered with `error.status` before closing.
        case refused(HTTPParseError)
        /// The client closed the connection in the middle of a request.
        case cutShort
        /// The client closed the connection before an answer was sent whole (a stream, a large body).
        case answerCutShort
    }

    private let tcp: TCPServer

    /// The address served, with the port the system chose for port 0.
    var address: SocketAddress { tcp.address }

    /// Binds `address`; nothing is served before ``start()``.
    /// - Throws: ``SocketError`` when the address cannot be bound.
    init(
        _ address: SocketAddress, limits: HTTPLimits = HTTPLimits(), timeouts: HTTPTimeouts = HTTPTimeouts(),
        events: @escaping @Sendable (ConnectionEvent) -> Void = { _ in },
        handler: @escaping @Sendable (HTTPServerRequest) -> HTTPAnswer
    ) throws(SocketError) {
        tcp = try TCPServer(address) { connection in
            Self.serve(connection, limits: limits, timeouts: timeouts, events: events, handler: handler)
        }
    }

    /// Starts serving.
    func start() { tcp.start() }

    /// Stops accepting, closes open connections and returns once every request being answered has been.
    func stop() { tcp.stop() }

    private static func serve(
        _ connection: SocketConnection, limits: HTTPLimits, timeouts: HTTPTimeouts, events: @Sendable (ConnectionEvent) -> Void,
        handler: @Sendable (HTTPServerRequest) -> HTTPAnswer
    ) {
        var parser = HTTPRequestParser(limits: limits)
        // When the first byte of the request being read arrived; `nil` between requests.
        var requestStart: ContinuousClock.Instant?
        // When the connection last had nothing to do: accepted, or its last answer sent.
        var idleSince = ContinuousClock.now
        while true {
            switch parser.next() {
            case .failure(let error):
                events(.refused(error))
                connection.write(HTTPResponseWriter.error(error))
                return
            case .success(.needsMoreBytes):
                if parser.isMidRequest, requestStart == nil { requestStart = .now }
                let left = requestStart.map { timeouts.request - $0.duration(to: .now) } ?? timeouts.idle - idleSince.duration(to: .now)
                guard left > .zero else {
                    if requestStart != nil { timeOut(connection, after: timeouts.request, events: events) }
                    return  // idle between requests: closed quietly
                }
                connection.setReadTimeout(left)
                switch connection.read() {
                case .bytes(let bytes):
                    if requestStart == nil { requestStart = .now }
                    parser.append(bytes)
                case .timedOut:
                    // The system counts a read timeout in scheduler ticks and may end it up to a tick early: the clock
                    // above decides whether the time is up.
                    continue
                case .closed:
                    if parser.isMidRequest { events(.cutShort) }
                    return
                }
            case .success(.expectsContinue):
                guard connection.write(HTTPResponseWriter.continueHead) else { return }
            case .success(.request(let request)):
                requestStart = nil
                let answer = handler(request)
                HTTPAnswer.wait(answer.delay)
                guard let response = answer.response else { return }  // closed without an answer, as asked
                let keepAlive = request.head.keepsAlive && response.headers["Connection"]?.lowercased() != "close"
                switch write(answer, response, to: connection, isHead: request.head.isHead, keepAlive: keepAlive) {
                case .sent:
                    guard keepAlive else { return }
                    idleSince = .now
                case .clientGone: return events(.answerCutShort)
                case .cutAtSource: return
                }
            }
        }
    }

    /// Answers a request that did not arrive whole within `limit` with `408` (the connection then closes).
    private static func timeOut(_ connection: SocketConnection, after limit: Duration, events: @Sendable (ConnectionEvent) -> Void) {
        let error = HTTPParseError(status: 408, reason: "the request did not arrive whole within \(limit)")
        events(.refused(error))
        connection.write(HTTPResponseWriter.error(error))
    }

    /// How sending an answer ended.
    private enum Sent {
        /// Whole.
        case sent
        /// The client went away first.
        case clientGone
        /// Its body's source cut it short (the connection is closed without the last chunk).
        case cutAtSource
    }

    /// Sends `response` as `answer` frames it.
    private static func write(
        _ answer: HTTPAnswer, _ response: HTTPResponse, to connection: SocketConnection, isHead: Bool, keepAlive: Bool
    ) -> Sent {
        let hasBody = !isHead && !HTTPResponseWriter.hasNoBody(response.status)
        if let source = answer.source {
            guard hasBody else {
                source.finish(clientGone: false)
                return connection.write(HTTPResponseWriter.bytes(of: response, isHead: isHead, keepAlive: keepAlive)) ? .sent : .clientGone
            }
            return stream(response, from: source, to: connection, keepAlive: keepAlive)
        }
        guard let chunks = answer.chunks, hasBody else {
            return connection.write(HTTPResponseWriter.bytes(of: response, isHead: isHead, keepAlive: keepAlive)) ? .sent : .clientGone
        }
        let head = HTTPResponseWriter.chunkedHead(status: response.status, headers: response.headers, keepAlive: keepAlive)
        guard connection.write(head) else { return .clientGone }
        for (index, chunk) in chunks.enumerated() where !chunk.isEmpty {
            if index > 0 { HTTPAnswer.wait(answer.itemDelay) }
            guard connection.write(HTTPResponseWriter.chunk(chunk)) else { return .clientGone }
        }
        return connection.write(HTTPResponseWriter.lastChunk) ? .sent : .clientGone
    }

    /// How long a streamed answer waits for its next piece before checking that the client is still there.
    private static let pieceWait = Duration.milliseconds(100)

    /// Sends `response` chunked, each piece of `source` as one chunk as soon as it comes, and tells `source` how it ended.
    private static func stream(_ response: HTTPResponse, from source: any HTTPBodySource, to connection: SocketConnection, keepAlive: Bool)
        -> Sent
    {
        let head = HTTPResponseWriter.chunkedHead(status: response.status, headers: response.headers, keepAlive: keepAlive)
        var sent = connection.write(head) ? Sent.sent : .clientGone
        reading: while sent == .sent {
            switch source.next(waitingAtMost: pieceWait) {
            case .bytes(let bytes):
                if !bytes.isEmpty, !connection.write(HTTPResponseWriter.chunk(bytes)) { sent = .clientGone }
            case .pending:
                if connection.isClosed { sent = .clientGone }
            case .end:
                if !connection.write(HTTPResponseWriter.lastChunk) { sent = .clientGone }
                break reading
            case .cut:
                sent = .cutAtSource
            }
        }
        source.finish(clientGone: sent == .clientGone)
        return sent
    }
}
