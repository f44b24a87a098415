import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the URL protocol needs of the stub a request belongs to: the protocol class slot it leases, where a task
/// that cannot be answered is reported, and the answer to a request. The stub registry is the one implementation;
/// naming it here keeps interception below stubbing (no folder cycle, `make lint`).
protocol InterceptedStub: AnyObject, Sendable {
    /// The stub's protocol class, held for as long as the stub lives (see ``ProtocolClassSlots``).
    var lease: ProtocolClassLease { get }

    /// The response heads the stub's answers were delivered with, kept for the next requests they fit.
    var responseHeads: ResponseHeads { get }

    /// Records `diagnostic` about `request`, which got no exchange (it could not be answered at all).
    func report(_ diagnostic: Diagnostic, about request: URLRequest)

    /// Answers `request` as the stub's mode says; `completion` runs once.
    func answer(_ request: HTTPRequest, completion: @escaping @Sendable (StubOutcome) -> Void)
}
