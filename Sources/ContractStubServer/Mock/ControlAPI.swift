import Foundation

/// The mock's own endpoints under ``prefix``, never routed to the contract:
/// - `GET /__contractstub/violations`: the ``ViolationLog`` as JSON;
/// - `POST /__contractstub/answers`: sets the next answers of an operation (``MockAnswerRequest``), checked against
///   the contract first: `400` for a body that cannot be read, `422` for an operation the contract lacks or an answer
///   it does not allow, each an `application/problem+json` document; `GET` lists the answers still queued;
/// - `POST /__contractstub/reset`: forgets the violations and the queued answers (`204`).
enum ControlAPI {
    /// The reserved path prefix.
    static let prefix = "/__contractstub/"

    private static let endpoints = ["violations": "GET, HEAD", "answers": "GET, HEAD, POST", "reset": "POST"]

    /// The answer to `request` when its path is under ``prefix``; `nil` otherwise.
    static func answer(_ request: HTTPRequest, violations: ViolationLog, responder: MockResponder) -> HTTPResponse? {
        let path = request.url.path
        guard path.hasPrefix(prefix) else { return nil }
        let method = request.method.uppercased()
        let endpoint = String(path.dropFirst(prefix.count))
        switch (method, endpoint) {
        case ("GET", "violations"), ("HEAD", "violations"):
            return json(200, violations.document)
        case ("GET", "answers"), ("HEAD", "answers"):
            let pending = responder.answers.pending
            var queued = JSONObject()
            for operation in responder.contract.operations {
                guard let count = pending[operation.id] else { continue }
                queued[MockResponder.label(operation)] = .number(JSONNumber(Int64(count)))
            }
            return json(200, ["queued": .object(queued)])
        case ("POST", "answers"):
            return setAnswers(request, responder: responder)
        case ("POST", "reset"):
            violations.reset()
            responder.answers.reset()
            return HTTPResponse(status: 204)
        default:
            guard let allowed = endpoints[endpoint] else {
                let known = endpoints.keys.sorted().map { prefix + $0 }.joined(separator: ", ")
                return plain(404, "unknown control endpoint \(path); there are \(known)\n")
            }
            var response = plain(405, "\(method) is not allowed on \(path)\n")
            response.headers["Allow"] = allowed
            return response
        }
    }

    /// `POST /__contractstub/answers`: the answers queued (`200 {"operation": …, "queued": n}`), or refused.
    private static func setAnswers(_ request: HTTPRequest, responder: MockResponder) -> HTTPResponse {
        let asked: MockAnswerRequest
        do throws(MockAnswerRequest.Malformed) {
            asked = try MockAnswerRequest(request.body ?? Data())
        } catch {
            return ProblemDocument.response(400, type: "invalid-answers", title: "The answers cannot be read", detail: error.reason)
        }
        guard let operation = responder.operation(named: asked.operation) else {
            let known = responder.contract.operations.map(MockResponder.label).joined(separator: ", ")
            let violation = Diagnostic(
                .error, code: .stubTargetUnknown,
                message: "cannot set answers for '\(asked.operation)': the contract has no such operation (operations: \(known))")
            return ProblemDocument.response(
                422, type: "answers-refused", title: "The answers break the contract", detail: violation.message,
                violations: [violation])
        }
        let found = responder.violations(of: asked.answers, for: operation)
        guard found.isEmpty else {
            let count = found.count == 1 ? "1 violation" : "\(found.count) violations"
            return ProblemDocument.response(
                422, type: "answers-refused", title: "The answers break the contract",
                detail: "\(MockResponder.label(operation)): \(count); nothing was queued", violations: found)
        }
        responder.answers.set(asked.answers, for: operation.id)
        return json(
            200, ["operation": .string(MockResponder.label(operation)), "queued": .number(JSONNumber(Int64(asked.answers.count)))])
    }

    private static func json(_ status: Int, _ document: JSONValue) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "application/json"], body: document.serializedData())
    }

    private static func plain(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(text.utf8))
    }
}
