import Foundation

/// An HTTP request as the contract engine sees it: no URLSession types, so servers and the CLI can use it too.
public struct HTTPRequest: Sendable, Hashable {
    /// The method, e.g. `GET` (compared case-insensitively).
    public var method: String
    /// The full URL; its host is ignored when matching the spec's servers.
    public var url: URL
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body bytes; `nil` when there is none or it could not be seen (upload tasks on Linux hide it from
    /// URLProtocol: the exchange then has a `request.body.hidden` warning).
    public var body: Data?
    /// Whether the body could be observed at all (upload tasks on Linux hide it from URLProtocol).
    package var bodyVisibility: BodyVisibility

    /// Whether a request's body could be observed.
    package enum BodyVisibility: Sendable, Hashable {
        /// `body` is exactly what was sent (`nil` means no body).
        case visible
        /// The body was sent but could not be observed; body checks are skipped with a warning.
        case hidden
    }

    /// A request.
    package init(method: String, url: URL, headers: HTTPHeaders = [:], body: Data? = nil, bodyVisibility: BodyVisibility = .visible) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.bodyVisibility = bodyVisibility
    }

    /// Whether the method is `method` (ASCII letters compared case-insensitively, no new string per request).
    package func isMethod(_ method: String) -> Bool {
        HTTPToken.equalIgnoringCase(self.method, method)
    }
}
