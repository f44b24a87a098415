import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ContractStub {
    /// Why ``ContractStub/installInSharedSession()`` refused.
    public enum SharedSessionError: Error, Sendable, CustomStringConvertible {
        /// Another stub is installed; uninstall it first (tests using the shared session must run serially).
        case anotherStubInstalled
        /// `URLSession.shared` does not consult ContractStub's protocol first (Linux): a `URLSession` was
        /// created, or `URLSession.shared` used, before the first ``ContractStub`` was. Create a stub first.
        case sharedSessionNotInterceptable

        /// What went wrong and what to do.
        public var description: String {
            switch self {
            case .anotherStubInstalled:
                return "another ContractStub is installed in URLSession.shared; call uninstallFromSharedSession() on it first"
            case .sharedSessionNotInterceptable:
                return "URLSession.shared cannot be intercepted: a URLSession was created before the first ContractStub, "
                    + "so Foundation's own HTTP protocol comes first; create a ContractStub before any URLSession"
            }
        }
    }

    /// Serves requests of `URLSession.shared` from this stub, for code that cannot be handed a session.
    ///
    /// `URLSession.shared` belongs to the whole process, so this is the one global mode: one stub at a time,
    /// and the tests using it must not run in parallel with each other (Swift Testing: `.serialized`).
    /// Call ``uninstallFromSharedSession()`` when done; afterwards `URLSession.shared` behaves as usual.
    ///
    /// ContractStub registers its protocol (`URLProtocol.registerClass`) when the first stub is created. On
    /// Linux that must happen before any `URLSession` is created in the process: `URLSession.shared` copies
    /// the registered classes when first used, and the first session created registers Foundation's own
    /// HTTP protocol ahead of ours. This is checked (``SharedSessionError/sharedSessionNotInterceptable``).
    ///
    /// ```swift
    /// try stub.installInSharedSession()
    /// defer { stub.uninstallFromSharedSession() }
    /// ```
    public func installInSharedSession() throws(SharedSessionError) {
        guard SharedSessionURLProtocol.interceptsSharedSession else { throw .sharedSessionNotInterceptable }
        let registry = self.registry
        let installed = SharedSessionURLProtocol.installed.withLock { installed in
            if installed == nil || installed === registry { installed = registry }
            return installed === registry
        }
        guard installed else { throw .anotherStubInstalled }
    }

    /// Stops serving `URLSession.shared` from this stub (nothing happens if another stub is installed).
    public func uninstallFromSharedSession() {
        let registry = self.registry
        SharedSessionURLProtocol.installed.withLock { installed in
            if installed === registry { installed = nil }
        }
    }
}
