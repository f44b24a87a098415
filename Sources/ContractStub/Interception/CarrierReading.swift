import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one carrier said about the stub a request belongs to.
enum CarrierReading {
    /// Nothing arrived through this carrier; the text says what was looked for.
    case absent(String)
    /// The carrier leads to this live stub.
    case stub(any InterceptedStub)
    /// The carrier arrived but leads to no live stub; the text says why, for the error.
    case lost(String)
}

/// The three carriers' readings for one request, and the stub they agree on.
///
/// The protocol uses whichever carriers arrived. When those that lead somewhere lead to one stub, the request
/// is that stub's. When they lead to different stubs (or one leads to a stub that is gone), that is an
/// internal error that must be loud, never a guess: the request fails and each stub involved records it.
struct CarrierReadings {
    /// The session's protocol class (``ProtocolClassSlots``).
    var protocolClass: CarrierReading
    /// The placeholder the session's URL cache handed the protocol (``StubCarrierCache``).
    var urlCache: CarrierReading
    /// The request's ``StubCarrierHeader``.
    var header: CarrierReading

    /// Why no stub can take a request.
    enum Failure: Error {
        /// No carrier leads to a live stub; `detail` names every carrier tried.
        case noStub(detail: String)
        /// The carriers disagree; `stubs` are the live stubs involved, each of which records the failure.
        case conflict(detail: String, stubs: [any InterceptedStub])
    }

    /// The stub every carrier that arrived agrees on.
    func agreedStub() -> Result<any InterceptedStub, Failure> {
        // Every request passes here: each reading is looked at in place (no array of them), and the list of stubs and
        // the labelled readings are built only for a failure, which alone needs them.
        var found: (any InterceptedStub)?
        var disagree = false
        func take(_ reading: CarrierReading) {
            switch reading {
            case .absent: break
            case .lost: disagree = true
            case .stub(let registry):
                if let found { disagree = disagree || found !== registry } else { found = registry }
            }
        }
        take(protocolClass)
        take(urlCache)
        take(header)
        guard let found else { return .failure(.noStub(detail: detail)) }
        return disagree ? .failure(.conflict(detail: detail, stubs: stubs)) : .success(found)
    }

    /// The distinct stubs the carriers lead to, in carrier order.
    private var stubs: [any InterceptedStub] {
        var stubs: [any InterceptedStub] = []
        for case .stub(let registry) in [protocolClass, urlCache, header] where !stubs.contains(where: { $0 === registry }) {
            stubs.append(registry)
        }
        return stubs
    }

    /// Each carrier tried and what it said, for error messages.
    var detail: String {
        labelled.map { label, reading in
            switch reading {
            case .absent(let why), .lost(let why): return "\(label): \(why)"
            case .stub(let registry): return "\(label): stub \(StubCarrierHeader.value(for: registry.lease))"
            }
        }.joined(separator: "; ")
    }

    private var labelled: [(String, CarrierReading)] {
        [("protocol class", protocolClass), ("URL cache", urlCache), ("\(StubCarrierHeader.name) header", header)]
    }
}
