import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension StubRegistry {
    /// The answer of ``ContractStub/Mode/live`` and ``ContractStub/Mode/record``: the real server's response,
    /// checked against the contract; its violations are the server's. A network failure reaches the client as
    /// it is and is not a violation.
    func forward(_ admitted: AdmittedRequest, completion: @escaping @Sendable (StubOutcome) -> Void) {
        let request = admitted.request
        guard let forwarder, request.bodyVisibility == .visible else {
            let message =
                "cannot send \(request.label) to the server: its body could not be seen (an upload task on Linux); "
                + "give the body as the request's httpBody instead"
            return completion(fail(admitted, .stubLiveBodyHidden, message, .cannotLoadFromNetwork, answeredBy: .stub))
        }
        forwarder.send(request) { result in
            switch result {
            case .success(let response):
                completion(self.deliver(response, to: admitted, answeredBy: .server))
            case .failure(let error):
                self.record(
                    ContractExchange(
                        request: request, operationId: admitted.operation.operationId, pathTemplate: admitted.validation.pathTemplate,
                        response: nil, error: error, requestFindings: admitted.findings, isRefusal: false, answeredBy: .server))
                completion(StubOutcome(delivery: .failure(error), delay: .zero))
            }
        }
    }

    /// The answer of ``ContractStub/Mode/replay``: the fixture's recording for the request, checked against the
    /// current contract; a request without one fails with `stub.replay.unrecorded`.
    func replay(_ admitted: AdmittedRequest) -> StubOutcome {
        let request = admitted.request
        guard let response = replayBook?.response(for: request) else {
            let fixture = self.fixture.map { "\($0)" } ?? "the fixture"
            let message =
                "\(request.label) has no recording in \(fixture); record it with \(ContractStub.modeEnvironmentKey)=record "
                + "(requests match by method, path and query, and by body when recordings of them differ)"
            return fail(admitted, .stubReplayUnrecorded, message, .resourceUnavailable, answeredBy: .recording)
        }
        return deliver(response, to: admitted, answeredBy: .recording)
    }

    /// Fails `admitted` with a `URLError` of `errorCode` saying `message`, recorded as the violation `code`.
    private func fail(
        _ admitted: AdmittedRequest, _ code: DiagnosticCode, _ message: String, _ errorCode: URLError.Code,
        answeredBy: ContractExchange.Answerer
    ) -> StubOutcome {
        let problem = Diagnostic(.error, code: code, message: message, operationId: admitted.operation.operationId)
        let error = URLError(errorCode, userInfo: [NSLocalizedDescriptionKey: "ContractStub: \(message)"])
        return refuse(
            admitted.request, admitted.validation, findings: admitted.findings, answerFindings: [problem], .failure(error),
            answeredBy: answeredBy
        ).outcome
    }

    /// Checks `response` from the server or a recording against the contract, records the exchange and
    /// delivers the response.
    private func deliver(_ response: HTTPResponse, to admitted: AdmittedRequest, answeredBy: ContractExchange.Answerer) -> StubOutcome {
        var response = response
        let operation = admitted.operation
        var findings = responseValidator.validate(response, for: operation, request: admitted.request)
        if let refused = AuthenticateChallengeGuard.refuse(&response, operationId: operation.operationId) { findings.append(refused) }
        record(
            ContractExchange(
                request: admitted.request, operationId: operation.operationId, pathTemplate: admitted.validation.pathTemplate,
                response: response, error: nil, requestFindings: admitted.findings, answerFindings: findings, isRefusal: false,
                answeredBy: answeredBy))
        return StubOutcome(delivery: .response(response), delay: .zero)
    }
}

extension HTTPRequest {
    /// `GET https://…/pets?limit=3`, for messages.
    var label: String { "\(method.uppercased()) \(url.absoluteString)" }
}
