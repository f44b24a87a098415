/// An exchange as a recording writes it (a traffic-log line, ``TrafficLogLine``, or a HAR entry, ``HAREntryText``):
/// the request and the answer the client got, with what the stub knew of it.
package struct RecordedExchange: Sendable {
    /// The request, and the response the client got; `nil` for a stubbed network failure or a request the stub
    /// refused (a problem document it made up, not an answer the server would give).
    package var exchange: TrafficExchange
    /// The operation the request was routed to, when one matched.
    package var operationId: String?
    /// The `URLError` code of a stubbed network failure.
    package var errorCode: Int?
    /// The findings about the request and the response.
    package var violations: [Diagnostic]

    /// A recorded exchange.
    package init(exchange: TrafficExchange, operationId: String?, errorCode: Int?, violations: [Diagnostic]) {
        self.exchange = exchange
        self.operationId = operationId
        self.errorCode = errorCode
        self.violations = violations
    }
}
