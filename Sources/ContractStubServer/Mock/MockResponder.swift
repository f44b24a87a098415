import Foundation

/// Answers requests from the contract alone, the way a stub of the runtime answers by default: the request is routed
/// and checked (``RequestValidator``); a request that breaks the contract gets `400 application/problem+json` listing
/// its violations (``ProblemDetails``); otherwise the answer is the spec's example or a synthesized body
/// (``ResponseSynthesizer``), as `Prefer` chooses (``MockPreferences``), and is itself checked (``ResponseValidator``).
/// Thread-safe.
final class MockResponder: Sendable {
    let contract: Contract
    private let requests: RequestValidator
    private let responses: ResponseValidator
    private let synthesizer: ResponseSynthesizer

    /// A responder for `contract`.
    init(contract: Contract) {
        self.contract = contract
        requests = RequestValidator(contract: contract)
        responses = ResponseValidator(contract: contract)
        synthesizer = ResponseSynthesizer(contract: contract)
    }

    /// The answer to `request` and the exchange to log.
    func answer(_ request: HTTPRequest) -> MockExchange {
        var validation = requests.validate(request)
        if validation.operation == nil, request.method.uppercased() == "HEAD" {
            // HEAD is GET without a body (RFC 9110 §9.3.2): an operation declaring only GET answers it too.
            var asGet = request
            asGet.method = "GET"
            let get = requests.validate(asGet)
            if get.operation != nil { validation = get }
        }
        let findings = validation.diagnostics
        guard let operation = validation.operation else {
            return refusal(.noMatchingOperation, request, validation.unmatchedFindings(for: request), operationId: nil)
        }
        if operation.isBroken || validation.hasErrors {
            return refusal(operation.isBroken ? .stubUnavailable : .requestViolation, request, findings, operationId: operation.operationId)
        }
        let preferences = MockPreferences(request.headers.values(for: "Prefer"))
        let response: HTTPResponse
        do throws(SynthesisError) {
            response = try self.response(for: operation, preferences, request: request)
        } catch {
            let problem = Diagnostic(
                .error, code: error.code, message: "cannot answer \(Self.label(operation)): \(error.message)",
                operationId: operation.operationId)
            return refusal(.stubUnavailable, request, findings + [problem], operationId: operation.operationId)
        }
        let answerFindings = responses.validate(response, for: operation, request: request)
        return MockExchange(
            request: request, response: response, operationId: operation.operationId, findings: findings + answerFindings,
            isRefusal: false)
    }

    /// The response `preferences` choose for `operation`.
    private func response(
        for operation: Contract.Operation, _ preferences: MockPreferences, request: HTTPRequest
    ) throws(SynthesisError) -> HTTPResponse {
        guard let name = preferences.variant else {
            return try synthesizer.response(
                for: operation, status: preferences.status, example: preferences.example, request: request,
                ignoringExamples: preferences.dynamic)
        }
        let variants = try responses.validVariants(for: operation, status: preferences.status, from: synthesizer)
        guard let variant = variants.first(where: { $0.name == name }) else {
            let known = variants.prefix(20).map(\.name).joined(separator: ", ") + (variants.count > 20 ? ", …" : "")
            throw SynthesisError(
                code: .stubVariantUnknown, message: "\(Self.label(operation)) has no response variant '\(name)'; variants: \(known)")
        }
        return variant.response
    }

    /// A refused request: the problem document of `kind` listing `findings`.
    private func refusal(
        _ kind: ProblemDetails.Kind, _ request: HTTPRequest, _ findings: [Diagnostic], operationId: String?
    ) -> MockExchange {
        MockExchange(
            request: request, response: ProblemDetails(kind: kind, request: request, violations: findings).response,
            operationId: operationId, findings: findings, isRefusal: true)
    }

    /// `showPetById` or `GET /pets/{petId}`.
    static func label(_ operation: Contract.Operation) -> String {
        operation.operationId ?? "\(operation.method.rawValue.uppercased()) \(operation.path)"
    }
}
