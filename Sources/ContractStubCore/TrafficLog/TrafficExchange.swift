/// One line of a traffic log: a request and, when it was recorded, its response.
package struct TrafficExchange: Sendable, Hashable {
    /// The request as sent.
    package var request: HTTPRequest
    /// The response, or `nil` when only the request was recorded.
    package var response: HTTPResponse?

    /// An exchange.
    package init(request: HTTPRequest, response: HTTPResponse? = nil) {
        self.request = request
        self.response = response
    }
}
