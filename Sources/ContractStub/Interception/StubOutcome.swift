import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the URL protocol must deliver for one request, decided by the stub it belongs to (``InterceptedStub``).
struct StubOutcome: Sendable {
    enum Delivery: Sendable {
        case response(HTTPResponse)
        case failure(URLError)
    }

    let delivery: Delivery
    let delay: Duration
    /// For a body of a sequential media type: the wait before each item after the first.
    var itemDelay: Duration = .zero
}
