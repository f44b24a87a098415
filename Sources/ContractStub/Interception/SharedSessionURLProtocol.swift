import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URL protocol registered with `URLProtocol.registerClass` for code that uses `URLSession.shared`.
///
/// `URLSession.shared` cannot be given a `urlCache` per test, so this one mode keeps the stub in a single
/// process-wide slot: one globally installed stub at a time (``ContractStub/installInSharedSession()``),
/// and tests that use it must not run in parallel with each other. After
/// ``ContractStub/uninstallFromSharedSession()``, requests that still reach this protocol fail instead of
/// going to the network.
final class SharedSessionURLProtocol: ContractURLProtocol {
    /// The stub installed for `URLSession.shared`, if any.
    static let installed = Locked<StubRegistry?>(nil)

    /// Registration happens once: corelibs Foundation copies the registered classes into `URLSession.shared`
    /// when it is first used and never looks again.
    static let registration: Void = {
        _ = URLProtocol.registerClass(SharedSessionURLProtocol.self)
    }()

    override var registry: StubRegistry? { Self.installed.withLock { $0 } }

    override var missingRegistryReason: String {
        "ContractStub: URLSession.shared is intercepted but no stub is installed (call stub.installInSharedSession())"
    }
}
