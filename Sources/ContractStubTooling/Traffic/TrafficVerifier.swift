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
        var findings: [Finding] = []
        for entry in exchanges {
            let (line, exchange) = (entry.line, entry.exchange)
            let validation = requests.validate(exchange.request)
            findings += validation.diagnostics.map { Finding(exchange: line, diagnostic: $0) }
            if let response = exchange.response, let operation = validation.operation {
                findings += responses.validate(response, for: operation, request: exchange.request).map {
                    Finding(exchange: line, diagnostic: $0)
                }
            }
        }
        return findings
    }
}
