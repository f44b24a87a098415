/// One line of a traffic log: a request and, when it was recorded, its response.
public struct TrafficExchange: Sendable, Hashable {
    /// The request as sent.
    public var request: HTTPRequest
    /// The response, or `nil` when only the request was recorded.
    public var response: HTTPResponse?

    /// An exchange.
    public init(request: HTTPRequest, response: HTTPResponse? = nil) {
        self.request = request
        self.response = response
    }
}
