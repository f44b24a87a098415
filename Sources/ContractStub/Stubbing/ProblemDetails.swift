import ContractStubCore
import Foundation

/// The RFC 9457 `application/problem+json` answer the stub sends for a request that breaks the contract:
/// `type`, `title`, `status`, `detail` and a `violations` array of diagnostics in their one JSON form
/// (``Diagnostic/jsonValue(file:)``), so the client under test fails visibly too.
struct ProblemDetails {
    /// What kind of problem: a request the contract forbids, one no operation matches, or a stub that could
    /// not be produced.
    enum Kind: String {
        case requestViolation = "request-violation"
        case noMatchingOperation = "no-matching-operation"
        case stubUnavailable = "stub-unavailable"

        var title: String {
            switch self {
            case .requestViolation: return "The request violates the contract"
            case .noMatchingOperation: return "No operation in the contract matches the request"
            case .stubUnavailable: return "The stubbed response could not be produced from the contract"
            }
        }

        var status: Int { self == .stubUnavailable ? 500 : 400 }
    }

    let kind: Kind
    let request: HTTPRequest
    let violations: [Diagnostic]

    /// The HTTP response carrying the problem document.
    var response: HTTPResponse {
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
            status: kind.status, headers: ["Content-Type": "application/problem+json"], body: Data(document.serialized().utf8))
    }
}
