/// One request the mock answered, as its log, its recording and its control API see it.
struct MockExchange: Sendable {
    /// The request, as the engine saw it.
    let request: HTTPRequest
    /// The answer sent; `nil` when the connection was closed without one (a failure set through the control API). For a
    /// stream being forwarded, its head until the stream is over.
    var response: HTTPResponse?
    /// The operation the request was routed to.
    let operationId: String?
    /// The findings about the request, then about the answer.
    var findings: [Diagnostic]
    /// Whether the request was refused (answered with a problem document rather than the contract's response).
    let isRefusal: Bool
    /// How long the mock waits before answering (an answer set through the control API).
    var delay: Duration = .zero
    /// For a stream, how long the mock waits before each item after the first.
    var itemDelay: Duration = .zero
    /// What the log says besides the violations: why the upstream gave no answer, or why a stream stopped early.
    var note: String?
    /// In proxy mode, the upstream's stream this exchange forwards as it arrives; the exchange is logged and recorded
    /// when the stream is over (``ProxiedStream/observe(findings:end:)``).
    var stream: ProxiedStream?

    /// The error code a recording gives an exchange closed without an answer: `NSURLErrorNetworkConnectionLost`, what
    /// Apple's URLSession reports for it.
    static let closedErrorCode = -1005

    /// The errors among the findings.
    var violations: [Diagnostic] { findings.filter { $0.severity == .error } }

    /// The exchange as a recording writes it: a refused request without the problem document the mock made up (so
    /// `contractstub verify` checks only the request), as the runtime's recordings do.
    var recorded: RecordedExchange {
        RecordedExchange(
            exchange: TrafficExchange(request: request, response: isRefusal ? nil : response), operationId: operationId,
            errorCode: response == nil ? Self.closedErrorCode : nil, violations: findings)
    }

    /// `200`, or `closed` for an exchange closed without an answer.
    var statusText: String { response.map { String($0.status) } ?? "closed" }

    /// The status as JSON: a number, or `null` for an exchange closed without an answer.
    var statusJSON: JSONValue { response.map { .number(JSONNumber(Int64($0.status))) } ?? .null }

    /// `GET /pets?limit=2`.
    var requestLine: String {
        let query = request.url.query.map { "?\($0)" } ?? ""
        return "\(request.method.uppercased()) \(request.url.path)\(query)"
    }
}
