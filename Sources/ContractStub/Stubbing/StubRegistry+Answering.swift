import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension StubRegistry {
    /// A request the contract lets through to an answer: routed to an operation, and either valid or under
    /// ``ViolationPolicy/respondAnyway``.
    struct AdmittedRequest: Sendable {
        let request: HTTPRequest
        let validation: RequestValidation
        let operation: Contract.Operation
        /// The findings about the request (errors only under `respondAnyway`).
        var findings: [Diagnostic] { validation.diagnostics }
    }

    /// Checks `request` against the contract, then answers it as the stub's mode says (the configured answer
    /// or the spec's default, the real server, or the fixture), checks that answer against the contract too, and
    /// records the exchange. `completion` runs once: at once, except in `live` and `record` modes.
    func answer(_ request: HTTPRequest, completion: @escaping @Sendable (StubOutcome) -> Void) {
        let admitted: AdmittedRequest
        switch admit(request) {
        case .success(let request): admitted = request
        case .failure(let refused): return completion(refused.outcome)
        }
        switch mode {
        case .stub: completion(stubAnswer(admitted))
        case .live, .record: forward(admitted, completion: completion)
        case .replay: completion(replay(admitted))
        }
    }

    /// A request refused before any answer, and what the client gets.
    struct Refused: Error {
        let outcome: StubOutcome
    }

    /// The request checked and admitted, or refused (and recorded).
    private func admit(_ request: HTTPRequest) -> Result<AdmittedRequest, Refused> {
        let policy = self.policy
        let validation = requestValidator.validate(request)
        let diagnostics = validation.diagnostics
        guard let operation = validation.operation else {
            let findings = validation.unmatchedFindings(for: request)
            return .failure(refuse(request, validation, findings: findings, refusal(.noMatchingOperation, request, findings, policy)))
        }
        if operation.isBroken {
            // Nothing the stub could answer would be checked: refused whatever the policy, naming the broken `$ref`s.
            return .failure(refuse(request, validation, findings: diagnostics, refusal(.stubUnavailable, request, diagnostics, policy)))
        }
        if validation.hasErrors, !policy.isRespondAnyway {
            return .failure(refuse(request, validation, findings: diagnostics, refusal(.requestViolation, request, diagnostics, policy)))
        }
        return .success(AdmittedRequest(request: request, validation: validation, operation: operation))
    }

    /// The answer of ``ContractStub/Mode/stub``: what the test configured, else the spec's default.
    private func stubAnswer(_ admitted: AdmittedRequest) -> StubOutcome {
        let (request, operation) = (admitted.request, admitted.operation)
        let operationId = operation.operationId
        let answer = nextAnswer(for: operation.id) ?? .specDefault
        switch answer.kind {
        case .failure(let error):
            record(
                ContractExchange(
                    request: request, operationId: operationId, pathTemplate: admitted.validation.pathTemplate,
                    response: nil, error: error, requestFindings: admitted.findings, isRefusal: false))
            return StubOutcome(delivery: .failure(error), delay: answer.delay)
        case .http(let status, let example, let contentType, let body, let headers):
            let checked: CheckedAnswer
            do throws(SynthesisError) {
                checked = try checkedAnswer(
                    for: operation, status: status, example: example, contentType: contentType, body: body, headers: headers,
                    request: request)
            } catch {
                let problem = Diagnostic(
                    .error, code: error.code, message: "cannot stub \(operation.label): \(error.message)", operationId: operationId)
                let delivery = StubOutcome.Delivery.response(
                    ProblemDetails(kind: .stubUnavailable, request: request, violations: admitted.findings + [problem]).response)
                return refuse(request, admitted.validation, findings: admitted.findings, answerFindings: [problem], delivery).outcome
            }
            var (response, answerFindings) = (checked.response, checked.findings)
            if let refused = AuthenticateChallengeGuard.refuse(&response, operationId: operationId) { answerFindings.append(refused) }
            record(
                ContractExchange(
                    request: request, operationId: operationId, pathTemplate: admitted.validation.pathTemplate,
                    response: response, error: nil, requestFindings: admitted.findings, answerFindings: answerFindings,
                    isRefusal: false))
            return StubOutcome(delivery: .response(response), delay: answer.delay, itemDelay: answer.itemDelay)
        }
    }

    /// The HTTP response for an `.http` answer (the spec's, with the test's body and headers laid over it) and the
    /// contract's findings about it. The spec's own answer is synthesized and checked once per
    /// ``ResponseMemo/SynthesisKey``; a test's body or headers make a response checked once per ``ResponseMemo/CheckKey``.
    private func checkedAnswer(
        for operation: Contract.Operation, status: Int?, example: String?, contentType: String?, body: Data?,
        headers: HTTPHeaders, request: HTTPRequest
    ) throws(SynthesisError) -> CheckedAnswer {
        let isHead = request.isMethod("HEAD")
        var response: HTTPResponse
        if let body {
            response = try synthesizer.response(for: operation, status: status, contentType: contentType, givenBody: body)
        } else {
            let key = ResponseMemo.SynthesisKey(
                operation: operation.id, status: status, example: example, contentType: contentType,
                accept: request.headers["Accept"], isHead: isHead)
            let specAnswer = try synthesized(key) { () throws(SynthesisError) in
                let response = try synthesizer.response(
                    for: operation, status: status, example: example, contentType: contentType, request: request)
                return CheckedAnswer(response: response, findings: responseValidator.validate(response, for: operation, request: request))
            }
            if headers.fields.isEmpty { return specAnswer }
            response = specAnswer.response
        }
        for (name, value) in headers { response.headers[name] = value }
        let key = ResponseMemo.CheckKey(operation: operation.id, response: response, isHead: isHead)
        let findings = checked(key) { responseValidator.validate(response, for: operation, request: request) }
        return CheckedAnswer(response: response, findings: findings)
    }

    /// What a refused request gets under `policy`.
    func refusal(
        _ kind: ProblemDetails.Kind, _ request: HTTPRequest, _ diagnostics: [Diagnostic], _ policy: ViolationPolicy
    ) -> StubOutcome.Delivery {
        if case .failRequest(let error) = policy { return .failure(error) }
        return .response(ProblemDetails(kind: kind, request: request, violations: diagnostics).response)
    }

    /// Records the exchange of a refused request.
    /// - Returns: the refusal, whose outcome is `delivery` at once.
    func refuse(
        _ request: HTTPRequest, _ validation: RequestValidation, findings: [Diagnostic], answerFindings: [Diagnostic] = [],
        _ delivery: StubOutcome.Delivery, answeredBy: ContractExchange.Answerer = .stub
    ) -> Refused {
        let (response, error): (HTTPResponse?, URLError?) =
            switch delivery {
            case .response(let response): (response, nil)
            case .failure(let error): (nil, error)
            }
        record(
            ContractExchange(
                request: request, operationId: validation.operation?.operationId, pathTemplate: validation.pathTemplate,
                response: response, error: error, requestFindings: findings, answerFindings: answerFindings, isRefusal: true,
                answeredBy: answeredBy))
        return Refused(outcome: StubOutcome(delivery: delivery, delay: .zero))
    }
}

extension ViolationPolicy {
    var isRespondAnyway: Bool {
        if case .respondAnyway = self { return true }
        return false
    }
}

extension Contract.Operation {
    /// `showPetById` or `GET /pets/{petId}` for messages.
    var label: String { operationId ?? "\(method.rawValue.uppercased()) \(path)" }
}
