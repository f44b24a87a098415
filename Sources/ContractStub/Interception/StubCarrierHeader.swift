import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A further way a request finds its stub: a header the stub adds to its sessions' `httpAdditionalHeaders`.
///
/// Apple's loader adds a session's `httpAdditionalHeaders` to the request a `URLProtocol` sees;
/// swift-corelibs-foundation adds them only in its own HTTP protocol, so on Linux this carrier never arrives.
/// The value names the stub's ``ProtocolClassSlots`` slot and serial (`"12.345"`), so a header from a stub
/// that is gone is told apart from one of the stub now leasing its slot. ContractStub removes the header from
/// the request before checking and recording it: it never shows up as an unknown header.
enum StubCarrierHeader {
    /// The header's name.
    static let name = "X-ContractStub-Carrier"

    /// The header's value for the stub holding `lease`.
    static func value(for lease: ProtocolClassLease) -> String {
        "\(lease.slot).\(lease.serial)"
    }

    /// Whether `field` is this header (names compare case-insensitively).
    static func isCarrier(_ field: String) -> Bool {
        HTTPToken.equalIgnoringCase(field, name)
    }

    /// What the header of `request` says.
    static func reading(of request: URLRequest) -> CarrierReading {
        guard let value = request.value(forHTTPHeaderField: name) else {
            return .absent("absent (on Linux a session's httpAdditionalHeaders never reach a URLProtocol)")
        }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let slot = Int(parts[0]), let serial = UInt64(parts[1]) else {
            return .lost("the malformed value '\(value)'")
        }
        guard let occupant = ProtocolClassSlots.occupant(of: slot), occupant.serial == serial,
            let registry = occupant.registry
        else {
            return .lost("names stub \(value), which no longer exists")
        }
        return .stub(registry)
    }
}
