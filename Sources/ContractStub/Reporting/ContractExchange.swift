import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request seen by a ``ContractStub`` and what it answered, with everything the engine found.
public struct ContractExchange: Sendable {
    /// The request as the stub saw it (`bodyVisibility` is `.hidden` for upload tasks on Linux).
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
    public let isRefusal: Bool

    /// The findings of severity `.error`.
    public var violations: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}
