import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request seen by a ``ContractStub`` and what it answered, with everything the engine found.
public struct ContractExchange: Sendable {
    /// The request as the stub saw it (its `body` is `nil` when the stub could not see it, as for upload tasks on Linux;
    /// ``diagnostics`` then has a `request.body.hidden` warning).
    public let request: HTTPRequest
    /// The operation the request was routed to, when one matched.
    public let operationId: String?
    /// The path template matched, e.g. `/pets/{petId}`.
    public let pathTemplate: String?
    /// The response sent; `nil` when the stub answered with ``error``.
    public let response: HTTPResponse?
    /// The network failure sent instead of a response.
    public let error: URLError?
    /// Every finding about the request and the response, errors and warnings (such as "body not visible").
    public let diagnostics: [Diagnostic]
    /// Whether ContractStub refused the request (a problem document or the policy's error) instead of
    /// answering it as the server would; recordings then keep only the request.
    package let isRefusal: Bool
    /// Where the response came from.
    public let answeredBy: Answerer
    /// The index in ``diagnostics`` of the first finding about the answer rather than the request.
    let answerFindingsStart: Int

    /// Where a response came from.
    public enum Answerer: String, Sendable, Hashable {
        /// The stub: from the contract or from what the test configured (``ContractStub/Mode/stub``), or a
        /// refusal of a request that broke the contract (in every mode).
        case stub
        /// The real server (``ContractStub/Mode/live`` and ``ContractStub/Mode/record``).
        case server
        /// The test's fixture (``ContractStub/Mode/replay``).
        case recording
    }

    init(
        request: HTTPRequest, operationId: String?, pathTemplate: String?, response: HTTPResponse?, error: URLError?,
        requestFindings: [Diagnostic], answerFindings: [Diagnostic] = [], isRefusal: Bool, answeredBy: Answerer = .stub
    ) {
        self.request = request
        self.operationId = operationId
        self.pathTemplate = pathTemplate
        self.response = response
        self.error = error
        self.diagnostics = requestFindings + answerFindings
        self.answerFindingsStart = requestFindings.count
        self.isRefusal = isRefusal
        self.answeredBy = answeredBy
    }

    /// The findings of severity `.error`.
    package var violations: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// The errors among ``diagnostics``, each with who broke the contract.
    var sourcedViolations: [(diagnostic: Diagnostic, source: ContractViolation.Source)] {
        diagnostics.indices.compactMap { index in
            let diagnostic = diagnostics[index]
            guard diagnostic.severity == .error else { return nil }
            guard index >= answerFindingsStart else { return (diagnostic, .request) }
            switch answeredBy {
            case .stub: return (diagnostic, .stub)
            case .server: return (diagnostic, .server)
            case .recording: return (diagnostic, .recording)
            }
        }
    }
}
