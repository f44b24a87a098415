import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real server of proxy mode (`--upstream`): each request is sent on to it, its path and query appended to the
/// upstream URL, and its answer awaited on the connection's own thread: whole, or, for a stream (a body of a sequential
/// media type: `text/event-stream`, JSON Lines, `application/json-seq`, `multipart/mixed`), its head alone, the body
/// following piece by piece as it arrives (``UpstreamTransfer``, fed by the session's ``UpstreamDelegate``). Like the
/// runtime's live mode, the answer is what `URLSession` delivers (redirects followed, content decoded), so the header
/// fields that describe the bytes on the wire are dropped before it is checked, recorded and sent back. Thread-safe.
final class Upstream: Sendable {
    /// The upstream URL given: scheme, host, port and a path prefix.
    let url: URL
    private let session: URLSession
    private let delegate = UpstreamDelegate()

    /// How long an answer may take before the client gets `502`.
    static let timeout: TimeInterval = 30

    /// Request header fields not sent on: those of this hop (RFC 9110 §7.6.1), those `URLSession` sets itself, and
    /// `Accept-Encoding`, so that the upstream answers only in a coding `URLSession` decodes.
    private static let hopFields: Set<String> = [
        "connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade", "host",
        "content-length", "expect", "accept-encoding",
    ]

    /// A forwarder to `url` (`http` or `https`, with a host), or `nil` for any other URL.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else { return nil }
        self.url = url
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Self.timeout
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Where `request` goes: the upstream URL with the request's path and query appended.
    func destination(of request: HTTPRequest) -> URL? {
        let base = url.absoluteString.hasSuffix("/") ? String(url.absoluteString.dropLast()) : url.absoluteString
        let path = request.url.path.isEmpty ? "/" : request.url.path
        let query = request.url.query.map { "?\($0)" } ?? ""
        return URL(string: base + path + query)
    }

    /// What the upstream answered.
    enum Answer: Sendable {
        /// A whole response.
        case whole(HTTPResponse)
        /// The head of a stream (its body empty), the body to be read from `transfer` as it arrives.
        case stream(HTTPResponse, UpstreamTransfer)
    }

    /// The upstream's answer to `request`, or why there is none (for a `502`): unreachable, timed out, or stopped
    /// before the end of a whole body. A stream is returned once its head has arrived, unless the request is HEAD or
    /// the status has no body.
    func send(_ request: HTTPRequest) -> Result<Answer, UpstreamFailure> {
        guard let destination = destination(of: request) else {
            return .failure(UpstreamFailure(reason: "'\(request.url.path)' makes no URL under \(url.absoluteString)"))
        }
        var forwarded = URLRequest(url: destination)
        forwarded.httpMethod = request.method.uppercased()
        for (name, value) in request.headers where !Self.hopFields.contains(name.lowercased()) {
            forwarded.addValue(value, forHTTPHeaderField: name)
        }
        forwarded.httpBody = request.body
        let transfer = UpstreamTransfer(destination: destination)
        delegate.start(session.dataTask(with: forwarded), reportingTo: transfer)
        let http: HTTPURLResponse
        switch transfer.waitForHead() {
        case .failure(let failure): return .failure(failure)
        case .success(let head): http = head
        }
        let head = HTTPResponse(status: http.statusCode, headers: Self.headers(of: http), body: Data())
        let hasBody = request.method.uppercased() != "HEAD" && !HTTPResponseWriter.hasNoBody(head.status)
        if hasBody, StreamChunks.isSequential(head.headers["Content-Type"]) { return .success(.stream(head, transfer)) }
        // An answer that stopped after its head is no answer: checking its missing body would report a violation the
        // upstream never made, so the client gets a 502 that says what happened.
        switch transfer.waitForBody() {
        case .failure(let failure):
            return .failure(UpstreamFailure(reason: "\(failure.reason) (the answer stopped after its head, status \(head.status))"))
        case .success(let body):
            var response = head
            response.body = body
            return .success(.whole(response))
        }
    }

    /// The answer's header fields as `URLSession` delivered it (``HTTPHeaders/init(deliveredWith:)``), without the
    /// connection fields of the upstream's hop.
    private static func headers(of response: HTTPURLResponse) -> HTTPHeaders {
        var headers = HTTPHeaders(deliveredWith: response.allHeaderFields)
        headers["Connection"] = nil
        headers["Keep-Alive"] = nil
        return headers
    }
}

/// Why the upstream gave no answer: unreachable, timed out, or not speaking HTTP.
struct UpstreamFailure: Error, Sendable, Hashable {
    /// The URL and the system's reason.
    let reason: String
}
