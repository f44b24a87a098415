/// One request the mock answered, as its log, its recording and its control API see it.
struct MockExchange: Sendable {
    /// The request, as the engine saw it.
    let request: HTTPRequest
    /// The answer sent.
    let response: HTTPResponse
    /// The operation the request was routed to.
    let operationId: String?
    /// The findings about the request, then about the answer.
    let findings: [Diagnostic]
    /// Whether the request was refused (answered with a problem document rather than the contract's response).
    let isRefusal: Bool

    /// The errors among the findings.
    var violations: [Diagnostic] { findings.filter { $0.severity == .error } }

    /// The exchange as a recording writes it: a refused request without the problem document the mock made up (so
    /// `contractstub verify` checks only the request), as the runtime's recordings do.
    var recorded: RecordedExchange {
        RecordedExchange(
            exchange: TrafficExchange(request: request, response: isRefusal ? nil : response), operationId: operationId,
            errorCode: nil, violations: findings)
    }

    /// `GET /pets?limit=2`.
    var requestLine: String {
        let query = request.url.query.map { "?\($0)" } ?? ""
        return "\(request.method.uppercased()) \(request.url.path)\(query)"
    }
}
