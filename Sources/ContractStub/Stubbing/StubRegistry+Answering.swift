import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension StubRegistry {
    /// Checks `request` against the contract, decides the answer (the configured one, the spec's default, or a
    /// problem document), checks that answer against the contract too, and records the exchange.
    func answer(_ request: HTTPRequest) -> StubOutcome {
        let policy = self.policy
        let validation = requestValidator.validate(request)
        var diagnostics = validation.diagnostics
        let operationId = validation.operation?.operationId

        guard let operation = validation.operation else {
            if !validation.hasErrors {
                diagnostics.append(
                    Diagnostic(
                        .error, code: .requestOperationUnmatched,
                        message: "no operation of the contract matches \(request.method.uppercased()) \(request.url.path)"))
            }
            return finish(
                request, validation, diagnostics: diagnostics, refusal: refusal(.noMatchingOperation, request, diagnostics, policy))
        }
        if validation.hasErrors, !policy.isRespondAnyway {
            return finish(request, validation, diagnostics: diagnostics, refusal: refusal(.requestViolation, request, diagnostics, policy))
        }

        let answer = nextAnswer(for: operation.id) ?? .specDefault
        switch answer.kind {
        case .failure(let error):
            record(
                ContractExchange(
                    request: request, operationId: operationId, pathTemplate: validation.pathTemplate,
                    response: nil, error: error, diagnostics: diagnostics, isRefusal: false))
            return StubOutcome(delivery: .failure(error), delay: answer.delay)
        case .http(let status, let example, let body, let headers):
            var response: HTTPResponse
            do throws(SynthesisError) {
                response = try self.response(
                    for: operation, status: status, example: example, body: body, headers: headers, request: request)
            } catch {
                diagnostics.append(
                    Diagnostic(
                        .error, code: error.code, message: "cannot stub \(operation.label): \(error.message)", operationId: operationId))
                return finish(
                    request, validation, diagnostics: diagnostics,
                    refusal: .response(
                        ProblemDetails(kind: .stubUnavailable, request: request, violations: diagnostics).response))
            }
            let checkKey = ResponseMemo.CheckKey(operation: operation.id, response: response, isHead: request.method.uppercased() == "HEAD")
            diagnostics += checked(checkKey) { responseValidator.validate(response, for: operation, request: request) }
            if let refused = AuthenticateChallengeGuard.refuse(&response, operationId: operationId) { diagnostics.append(refused) }
            record(
                ContractExchange(
                    request: request, operationId: operationId, pathTemplate: validation.pathTemplate,
                    response: response, error: nil, diagnostics: diagnostics, isRefusal: false))
            return StubOutcome(delivery: .response(response), delay: answer.delay)
        }
    }

    /// The HTTP response for an `.http` answer: the spec's, with the test's body and headers laid over it.
    private func response(
        for operation: Contract.Operation, status: Int?, example: String?, body: Data?, headers: HTTPHeaders,
        request: HTTPRequest
    ) throws(SynthesisError) -> HTTPResponse {
        var response: HTTPResponse
        if let body {
            let status = status ?? 200
            let declared = operation.response(for: status)?.response.content.keys.first
            response = HTTPResponse(status: status, headers: ["Content-Type": declared ?? "application/json"], body: body)
        } else {
            let key = ResponseMemo.SynthesisKey(
                operation: operation.id, status: status, example: example, accept: request.headers["Accept"])
            response = try synthesized(key) { () throws(SynthesisError) in
                try synthesizer.response(for: operation, status: status, example: example, request: request)
            }
        }
        for (name, value) in headers { response.headers[name] = value }
        return response
    }

    /// What a refused request gets under `policy`.
    private func refusal(
        _ kind: ProblemDetails.Kind, _ request: HTTPRequest, _ diagnostics: [Diagnostic], _ policy: ViolationPolicy
    ) -> StubOutcome.Delivery {
        if case .failRequest(let error) = policy { return .failure(error) }
        return .response(ProblemDetails(kind: kind, request: request, violations: diagnostics).response)
    }

    /// Records the exchange of a refused request and returns its outcome (never delayed).
    private func finish(
        _ request: HTTPRequest, _ validation: RequestValidation, diagnostics: [Diagnostic], refusal: StubOutcome.Delivery
    ) -> StubOutcome {
        let (response, error): (HTTPResponse?, URLError?) =
            switch refusal {
            case .response(let response): (response, nil)
            case .failure(let error): (nil, error)
            }
        record(
            ContractExchange(
                request: request, operationId: validation.operation?.operationId, pathTemplate: validation.pathTemplate,
                response: response, error: error, diagnostics: diagnostics, isRefusal: true))
        return StubOutcome(delivery: refusal, delay: .zero)
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
