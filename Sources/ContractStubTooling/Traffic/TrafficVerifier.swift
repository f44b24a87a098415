import ContractStubCore

/// Runs the contract engine over recorded exchanges: each request is routed and checked, and each response is
/// checked against the operation the request was routed to.
///
/// ```swift
/// let findings = TrafficVerifier(contract: contract).verify(try TrafficLog.read(data))
/// findings.first?.exchange  // the 0-based line the finding comes from
/// ```
package struct TrafficVerifier: Sendable {
    /// A finding about one exchange.
    package struct Finding: Sendable, Hashable {
        /// The index of the exchange in its input: the 0-based line of a traffic log, the 0-based HAR entry.
        package let exchange: Int
        /// What is wrong.
        package let diagnostic: Diagnostic
        /// The operation the exchange was routed to, when it was.
        package var operation: Contract.Operation.ID? = nil
        /// Whether the finding is about the response (else about the request).
        package var isAboutTheResponse = false
        /// For a finding about the response: the declared response key that governs its status, when one does.
        package var responseKey: OpenAPI.ResponseKey? = nil
        /// `GET https://…/pets?limit=0 → 200`: the exchange, in short, for reports.
        package var exchangeSummary: String? = nil
        /// The part of the exchange the finding is about (``ExchangePart``), for reports.
        package var part: String? = nil

        /// Whether the finding is about the input itself (`traffic.line.invalid`, `traffic.har.invalid`: not a
        /// valid exchange), so it is shown against the traffic file, at the line, rather than against the spec.
        package var isAboutTheInput: Bool {
            [DiagnosticCode.trafficLineInvalid.id, DiagnosticCode.trafficHARInvalid.id].contains(diagnostic.code)
        }
    }

    /// The request validator (and router) used; share it to route the same exchanges again, e.g. for coverage.
    package let requests: RequestValidator
    private let responses: ResponseValidator

    /// A verifier for `contract`.
    package init(contract: Contract, options: RequestValidationOptions = .init()) {
        requests = RequestValidator(contract: contract, options: options)
        responses = ResponseValidator(contract: contract)
    }

    /// Every finding, in log order.
    package func verify(_ exchanges: [TrafficLog.Entry]) -> [Finding] {
        var result = TrafficVerification(contract: requests.contract, limit: .max)
        for entry in exchanges { check(entry.exchange, line: entry.line, into: &result) }
        return result.findings
    }

    /// Checks `exchange`, written on `line` (0-based), and records its findings and coverage in `result`.
    package func check(_ exchange: TrafficExchange, line: Int, into result: inout TrafficVerification) {
        let validation = requests.validate(exchange.request)
        let operation = validation.operation
        for diagnostic in validation.diagnostics {
            result.add(described(Finding(exchange: line, diagnostic: diagnostic, operation: operation?.id), exchange, result))
        }
        if let response = exchange.response, let operation {
            let diagnostics = responses.validate(response, for: operation, request: exchange.request)
            let key = diagnostics.isEmpty ? nil : operation.responseKey(for: response.status)
            for diagnostic in diagnostics {
                let finding = Finding(
                    exchange: line, diagnostic: diagnostic, operation: operation.id, isAboutTheResponse: true, responseKey: key)
                result.add(described(finding, exchange, result))
            }
        }
        let events = exchange.response.map { EventStreamNames.names(in: $0.body, contentType: $0.headers["Content-Type"]) } ?? []
        result.coverage.record(line: line, operation: validation.operation, status: exchange.response?.status, events: events)
    }

    /// `finding` with its exchange summary and part filled in, when `result` will keep it (so findings beyond the
    /// limit cost nothing more).
    private func described(_ finding: Finding, _ exchange: TrafficExchange, _ result: TrafficVerification) -> Finding {
        guard result.findings.count < result.limit else { return finding }
        var described = finding
        let request = exchange.request
        described.exchangeSummary =
            "\(request.method.uppercased()) \(request.url.absoluteString)"
            + (exchange.response.map { " → \($0.status)" } ?? "")
        described.part = finding.diagnostic.instancePointer.flatMap { pointer in
            ExchangePart.text(at: pointer, request: request, response: finding.isAboutTheResponse ? exchange.response : nil)
        }
        return described
    }
}
