import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ContractStub {
    /// Why ``ContractStub/installInSharedSession()`` refused.
    public enum SharedSessionError: Error, Sendable, CustomStringConvertible {
        /// Another stub is installed; uninstall it first (tests using the shared session must run serially).
        case anotherStubInstalled
        /// `URLSession.shared` was used before the first install, so it never consults registered protocols
        /// (Linux). Install before anything touches `URLSession.shared`, e.g. first thing in the test process.
        case sharedSessionAlreadyInUse

        /// What went wrong and what to do.
        public var description: String {
            switch self {
            case .anotherStubInstalled:
                return "another ContractStub is installed in URLSession.shared; call uninstallFromSharedSession() on it first"
            case .sharedSessionAlreadyInUse:
                return "URLSession.shared was created before ContractStub registered its protocol, so it cannot be "
                    + "intercepted; install a stub before the first use of URLSession.shared"
            }
        }
    }

    /// Serves requests of `URLSession.shared` from this stub, for code that cannot be handed a session.
    ///
    /// `URLSession.shared` belongs to the whole process, so this is the one global mode: one stub at a time,
    /// and the tests using it must not run in parallel with each other (Swift Testing: `.serialized`).
    /// Register before the first use of `URLSession.shared`: on Linux it reads the registered protocol classes
    /// once, when first used (this is checked, and reported as ``SharedSessionError/sharedSessionAlreadyInUse``).
    /// Call ``uninstallFromSharedSession()`` when done; afterwards requests of `URLSession.shared` fail
    /// rather than reach the network.
    ///
    /// ```swift
    /// try stub.installInSharedSession()
    /// defer { stub.uninstallFromSharedSession() }
    /// ```
    public func installInSharedSession() throws(SharedSessionError) {
        SharedSessionURLProtocol.registration
        #if canImport(FoundationNetworking)
        let classes = URLSession.shared.configuration.protocolClasses ?? []
        guard classes.contains(where: { $0 == SharedSessionURLProtocol.self }) else { throw .sharedSessionAlreadyInUse }
        #endif
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
