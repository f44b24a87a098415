import Foundation

/// The RFC 9457 `application/problem+json` answer the stub sends for a request that breaks the contract:
/// `type`, `title`, `status`, `detail` and a `violations` array of diagnostics in their one JSON form
/// (``Diagnostic/jsonValue(file:)``), so the client under test fails visibly too. The runtime's stubs and the mock
/// server (`contractstub mock`) answer with it alike.
package struct ProblemDetails {
    /// What kind of problem: a request the contract forbids, one no operation matches, or a stub that could
    /// not be produced.
    package enum Kind: String {
        case requestViolation = "request-violation"
        case noMatchingOperation = "no-matching-operation"
        case stubUnavailable = "stub-unavailable"

        package var title: String {
            switch self {
            case .requestViolation: return "The request violates the contract"
            case .noMatchingOperation: return "No operation in the contract matches the request"
            case .stubUnavailable: return "The stubbed response could not be produced from the contract"
            }
        }

        package var status: Int { self == .stubUnavailable ? 500 : 400 }
    }

    package let kind: Kind
    package let request: HTTPRequest
    package let violations: [Diagnostic]

    /// The problem of `kind` with `request`, listing `violations` (its errors).
    package init(kind: Kind, request: HTTPRequest, violations: [Diagnostic]) {
        self.kind = kind
        self.request = request
        self.violations = violations
    }

    /// The HTTP response carrying the problem document.
    package var response: HTTPResponse {
        let errors = violations.filter { $0.severity == .error }
        let count = errors.count == 1 ? "1 violation" : "\(errors.count) violations"
        let document: JSONValue = [
            "type": .string("urn:contractstub:problem:\(kind.rawValue)"),
            "title": .string(kind.title),
            "status": .number(JSONNumber(Int64(kind.status))),
            "detail": .string("\(request.method.uppercased()) \(request.url.absoluteString): \(count) (ContractStub)"),
            "violations": .array(errors.map { $0.jsonValue() }),
        ]
        return HTTPResponse(
            status: kind.status, headers: ["Content-Type": "application/problem+json"], body: document.serializedData())
    }
}
