/// The request line and header fields of one request, as received.
struct HTTPRequestHead: Sendable, Hashable {
    /// The method token, as sent (`GET`).
    var method: String
    /// The request target, as sent (`/pets?limit=2`).
    var target: String
    /// `1` for HTTP/1.1, `0` for HTTP/1.0.
    var minorVersion: Int
    /// The header fields in order.
    var headers: HTTPHeaders

    /// Whether the connection stays open after the answer: HTTP/1.1 unless `Connection: close`, HTTP/1.0 only with
    /// `Connection: keep-alive`.
    var keepsAlive: Bool {
        let options = headers.values(for: "Connection").flatMap { $0.lowercased().split(separator: ",").map { $0.trimmingSpaces() } }
        return minorVersion >= 1 ? !options.contains("close") : options.contains("keep-alive")
    }

    /// Whether the client waits for `100 Continue` before sending its body.
    var expectsContinue: Bool {
        headers["Expect"]?.trimmingSpaces().lowercased() == "100-continue"
    }

    /// Whether the answer has no body (`HEAD`).
    var isHead: Bool { method == "HEAD" }
}
