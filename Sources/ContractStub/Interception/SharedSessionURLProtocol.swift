import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URL protocol registered with `URLProtocol.registerClass` for code that uses `URLSession.shared`.
///
/// `URLSession.shared` cannot be given a protocol class or a `urlCache` per test, so this one mode keeps the stub in a single
/// process-wide slot: one globally installed stub at a time (``ContractStub/installInSharedSession()``),
/// and tests that use it must not run in parallel with each other. It claims requests only while a stub is
/// installed; otherwise `URLSession.shared` behaves as usual.
///
/// swift-corelibs-foundation copies the registered classes into `URLSession.shared` when it is first used,
/// and the first `URLSession` created registers Foundation's own protocols, which then come first and claim
/// every `http(s)` request. So the class is registered as soon as the first ``ContractStub`` is created,
/// before that stub can make a session.
final class SharedSessionURLProtocol: ContractURLProtocol {
    /// The stub installed for `URLSession.shared`, if any.
    static let installed = Locked<(any InterceptedStub)?>(nil)

    /// Registers the class, once per process.
    static let registration: Void = {
        _ = URLProtocol.registerClass(SharedSessionURLProtocol.self)
    }()

    override class func canInit(with request: URLRequest) -> Bool { installed.withLock { $0 != nil } }

    override class func canInit(with task: URLSessionTask) -> Bool { installed.withLock { $0 != nil } }

    /// The installed stub: `URLSession.shared` carries nothing of its own.
    override func stub() -> Result<any InterceptedStub, CarrierReadings.Failure> {
        guard let installed = Self.installed.withLock({ $0 }) else {
            return .failure(.noStub(detail: "the stub serving URLSession.shared was uninstalled while this request was under way"))
        }
        return .success(installed)
    }

    /// Whether `URLSession.shared` asks this class before any protocol that would take an `https` request to
    /// the network. Always true on Apple platforms, where registered classes are consulted first.
    static var interceptsSharedSession: Bool {
        #if canImport(FoundationNetworking)
        let probe = URLRequest(url: URL(string: "https://contractstub.invalid/")!)
        let classes: [AnyClass] = URLSession.shared.configuration.protocolClasses ?? []
        let claiming: AnyClass? = classes.first { protocolClass in
            protocolClass == SharedSessionURLProtocol.self || (protocolClass as? URLProtocol.Type)?.canInit(with: probe) == true
        }
        return claiming.map { $0 == SharedSessionURLProtocol.self } ?? false
        #else
        return true
        #endif
    }
}
