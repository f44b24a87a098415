@_spi(ContractStubSpecialized) import ContractStubCore
import Foundation

/// Answers requests from the contract alone, the way a stub of the runtime answers by default: the request is routed
/// and checked (``RequestValidator``); a request that breaks the contract gets `400 application/problem+json` listing
/// its violations (``ProblemDetails``); otherwise the answer is the spec's example or a synthesized body
/// (``ResponseSynthesizer``), as `Prefer` chooses (``MockPreferences``), or the next answer set through the control API
/// (``AnswerQueues``), or in proxy mode the real server's (``Upstream``), and is itself checked (``ResponseValidator``).
/// Thread-safe.
final class MockResponder: Sendable {
    let contract: Contract
    /// The answers set through the control API, used before the spec's.
    let answers = AnswerQueues()
    /// The real server of proxy mode, which answers every request no answer was set for.
    let upstream: Upstream?
    private let requests: RequestValidator
    private let responses: ResponseValidator
    private let synthesizer: ResponseSynthesizer
    /// The spec's answers, by what chooses them (``AnswerKey``): a request asked again costs neither the synthesis nor
    /// the check again (a 150 KB example is serialized and checked once, not per request).
    private let memo = BoundedMemo<AnswerKey, CheckedAnswer>()

    /// A responder for `contract`, forwarding to `upstream` when given.
    init(contract: Contract, upstream: Upstream? = nil) {
        self.contract = contract
        self.upstream = upstream
        requests = RequestValidator(contract: contract)
        responses = ResponseValidator(contract: contract)
        synthesizer = ResponseSynthesizer(contract: contract)
    }

    /// The answer to `request` and the exchange to log.
    func answer(_ request: HTTPRequest) -> MockExchange {
        var validation = requests.validate(request)
        if validation.operation == nil, request.isMethod("HEAD") {
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
        let queued = answers.next(for: operation.id)
        if let queued, case .closeConnection = queued.kind {
            return MockExchange(
                request: request, response: nil, operationId: operation.operationId, findings: findings, isRefusal: false,
                delay: queued.delay)
        }
        if queued == nil, let upstream { return forwarded(request, to: upstream, operation, findings: findings) }
        let preferences = MockPreferences(request.headers.values(for: "Prefer"))
        let answer: CheckedAnswer
        do throws(SynthesisError) {
            if case .http(let set)? = queued?.kind {
                let response = try self.response(for: operation, set, request: request)
                answer = CheckedAnswer(response: response, findings: responses.validate(response, for: operation, request: request))
            } else {
                let key = AnswerKey(
                    operation: operation.id, preferences: preferences, accept: request.headers["Accept"],
                    isHead: request.isMethod("HEAD"))
                answer = try memo.value(for: key) { () throws(SynthesisError) in
                    let response = try self.response(for: operation, preferences, request: request)
                    return CheckedAnswer(response: response, findings: responses.validate(response, for: operation, request: request))
                }
            }
        } catch {
            let problem = Diagnostic(
                .error, code: error.code, message: "cannot answer \(Self.label(operation)): \(error.message)",
                operationId: operation.operationId)
            return refusal(.stubUnavailable, request, findings + [problem], operationId: operation.operationId)
        }
        return MockExchange(
            request: request, response: answer.response, operationId: operation.operationId, findings: findings + answer.findings,
            isRefusal: false, delay: queued?.delay ?? .zero, itemDelay: queued?.itemDelay ?? .zero)
    }

    /// The exchange of `request` sent on to `upstream`: its answer checked against the contract, or `502` when there is
    /// none. A stream's exchange carries the stream (``ProxiedStream``), its items checked as they pass.
    private func forwarded(
        _ request: HTTPRequest, to upstream: Upstream, _ operation: Contract.Operation, findings: [Diagnostic]
    ) -> MockExchange {
        switch upstream.send(request) {
        case .success(.stream(let head, let transfer)):
            let check = responses.streamCheck(head, for: operation, request: request)
            var exchange = MockExchange(
                request: request, response: head, operationId: operation.operationId, findings: findings + check.headFindings,
                isRefusal: false)
            exchange.stream = ProxiedStream(transfer, exchange: exchange, check: check)
            return exchange
        case .success(.whole(let response)):
            let answerFindings = responses.validate(response, for: operation, request: request)
            return MockExchange(
                request: request, response: response, operationId: operation.operationId, findings: findings + answerFindings,
                isRefusal: false)
        case .failure(let failure):
            let response = ProblemDocument.response(
                502, type: "upstream-unavailable", title: "The upstream server gave no answer", detail: failure.reason)
            var exchange = MockExchange(
                request: request, response: response, operationId: operation.operationId, findings: findings, isRefusal: true)
            exchange.note = "upstream: \(failure.reason)"
            return exchange
        }
    }

    /// The operation `name` designates: an `operationId`, or a method and path template as the spec writes it
    /// (`GET /pets/{petId}`).
    func operation(named name: String) -> Contract.Operation? {
        if let operation = contract.operation(name) { return operation }
        let parts = name.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return contract.operations.first { $0.method.rawValue.uppercased() == parts[0].uppercased() && $0.path == parts[1] }
    }

    /// What in `answers` the contract does not allow for `operation` (an undeclared status, an unknown example or media
    /// type, a body or header its response schema refuses), each message naming the answer by its place (`answer 2:`).
    func violations(of answers: [MockAnswer], for operation: Contract.Operation) -> [Diagnostic] {
        var violations: [Diagnostic] = []
        for (index, answer) in answers.enumerated() {
            var found: [Diagnostic]
            guard case .http(let set) = answer.kind else { continue }
            do throws(SynthesisError) {
                let response = try response(for: operation, set, request: nil)
                found = responses.validate(response, for: operation).filter { $0.severity == .error }
            } catch {
                found = [Diagnostic(.error, code: error.code, message: error.message, operationId: operation.operationId)]
            }
            for var violation in found {
                violation.message = "answer \(index + 1): \(violation.message)"
                violations.append(violation)
            }
        }
        return violations
    }

    /// The response of an answer set through the control API: the spec's (`status`, `example`, `contentType`) or one
    /// carrying the answer's body, with its header fields laid over; as the runtime's stubs build theirs.
    private func response(
        for operation: Contract.Operation, _ answer: MockAnswer.Response, request: HTTPRequest?
    ) throws(SynthesisError) -> HTTPResponse {
        var response: HTTPResponse
        if let body = answer.body {
            response = try synthesizer.response(
                for: operation, status: answer.status, contentType: answer.contentType, givenBody: body)
        } else {
            response = try synthesizer.response(
                for: operation, status: answer.status, example: answer.example, contentType: answer.contentType, request: request)
        }
        for (name, value) in answer.headers { response.headers[name] = value }
        return response
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
