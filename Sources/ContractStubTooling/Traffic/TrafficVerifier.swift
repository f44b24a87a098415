import ContractStubCore

/// Runs the contract engine over recorded exchanges: each request is routed and checked, and each response is
/// checked against the operation the request was routed to.
///
/// ```swift
/// let findings = TrafficVerifier(contract: contract).verify(try TrafficLog.read(data))
/// findings.first?.exchange  // the 0-based line the finding comes from
/// ```
public struct TrafficVerifier: Sendable {
    /// A finding about one exchange.
    public struct Finding: Sendable, Hashable {
        /// The 0-based line index of the exchange in the log.
        public let exchange: Int
        /// What is wrong.
        public let diagnostic: Diagnostic

        /// Whether the finding is about the log line itself (`traffic.line.invalid`: not a valid exchange), so it
        /// is shown against the log file, at the line, rather than against the spec.
        package var isAboutTheLogLine: Bool { diagnostic.code == DiagnosticCode.trafficLineInvalid.id }
    }

    /// The request validator (and router) used; share it to route the same exchanges again, e.g. for coverage.
    public let requests: RequestValidator
    private let responses: ResponseValidator

    /// A verifier for `contract`.
    public init(contract: Contract, options: RequestValidationOptions = .init()) {
        requests = RequestValidator(contract: contract, options: options)
        responses = ResponseValidator(contract: contract)
    }

    /// Every finding, in log order.
    public func verify(_ exchanges: [TrafficLog.Entry]) -> [Finding] {
        var result = TrafficVerification(contract: requests.contract, limit: .max)
        for entry in exchanges { check(entry.exchange, line: entry.line, into: &result) }
        return result.findings
    }

    /// Checks `exchange`, written on `line` (0-based), and records its findings and coverage in `result`.
    package func check(_ exchange: TrafficExchange, line: Int, into result: inout TrafficVerification) {
        let validation = requests.validate(exchange.request)
        for diagnostic in validation.diagnostics { result.add(Finding(exchange: line, diagnostic: diagnostic)) }
        if let response = exchange.response, let operation = validation.operation {
            for diagnostic in responses.validate(response, for: operation, request: exchange.request) {
                result.add(Finding(exchange: line, diagnostic: diagnostic))
            }
        }
        let events = exchange.response.map { EventStreamNames.names(in: $0.body, contentType: $0.headers["Content-Type"]) } ?? []
        result.coverage.record(line: line, operation: validation.operation, status: exchange.response?.status, events: events)
    }
}
