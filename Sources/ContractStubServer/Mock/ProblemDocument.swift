import Foundation

/// The `application/problem+json` answers (RFC 9457) the mock makes itself, outside the contract's refusals
/// (``ProblemDetails``): a control-API body it cannot use, answers the contract refuses, an upstream that gave no answer.
enum ProblemDocument {
    /// A problem of the type `urn:contractstub:problem:<type>` with `status`, `title`, `detail` and `violations`.
    static func response(_ status: Int, type: String, title: String, detail: String, violations: [Diagnostic] = []) -> HTTPResponse {
        let document: JSONValue = [
            "type": .string("urn:contractstub:problem:\(type)"), "title": .string(title),
            "status": .number(JSONNumber(Int64(status))), "detail": .string(detail),
            "violations": .array(violations.map { $0.jsonValue() }),
        ]
        return HTTPResponse(status: status, headers: ["Content-Type": "application/problem+json"], body: document.serializedData())
    }
}
