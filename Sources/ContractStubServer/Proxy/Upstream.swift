import Dispatch
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real server of proxy mode (`--upstream`): each request is sent on to it, its path and query appended to the
/// upstream URL, and its answer awaited on the connection's own thread. Like the runtime's live mode, the answer is
/// what `URLSession` delivers (redirects followed, content decoded), so the header fields that describe the bytes on
/// the wire are dropped before it is checked, recorded and sent back. Thread-safe.
final class Upstream: Sendable {
    /// The upstream URL given: scheme, host, port and a path prefix.
    let url: URL
    private let session: URLSession

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
        session = URLSession(configuration: configuration)
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

    /// The upstream's answer to `request`, or why there is none (for a `502`).
    func send(_ request: HTTPRequest) -> Result<HTTPResponse, UpstreamFailure> {
        guard let destination = destination(of: request) else {
            return .failure(UpstreamFailure(reason: "'\(request.url.path)' makes no URL under \(url.absoluteString)"))
        }
        var forwarded = URLRequest(url: destination)
        forwarded.httpMethod = request.method.uppercased()
        for (name, value) in request.headers where !Self.hopFields.contains(name.lowercased()) {
            forwarded.addValue(value, forHTTPHeaderField: name)
        }
        forwarded.httpBody = request.body
        let result = Locked(Result<HTTPResponse, UpstreamFailure>.failure(UpstreamFailure(reason: "no answer")))
        let done = DispatchSemaphore(value: 0)
        session.dataTask(with: forwarded) { data, response, error in
            defer { done.signal() }
            guard let http = response as? HTTPURLResponse else {
                let reason = error.map { "\($0.localizedDescription)" } ?? "not an HTTP answer"
                result.withLock { $0 = .failure(UpstreamFailure(reason: "\(destination.absoluteString): \(reason)")) }
                return
            }
            let answer = HTTPResponse(status: http.statusCode, headers: Self.headers(of: http), body: data ?? Data())
            result.withLock { $0 = .success(answer) }
        }.resume()
        done.wait()
        return result.withLock { $0 }
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
