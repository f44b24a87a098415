import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a ``ContractStub`` in ``ContractStub/Mode/live`` or ``ContractStub/Mode/record`` mode reaches the real
/// server, and what it leaves out of recordings.
///
/// ```swift
/// var live = LiveOptions()
/// live.server = URL(string: "https://staging.petstore.example.com")
/// live.redactedHeaders.append("X-Api-Key")
/// let stub = ContractStub(contract, mode: .record, live: live)
/// ```
public struct LiveOptions: @unchecked Sendable {
    /// The configuration of the inner session that sends requests to the server (default: `.ephemeral`). It is
    /// copied when the stub is made; ContractStub's own protocol classes and header are removed from the copy.
    ///
    /// The default is made when first read: a stub in ``ContractStub/Mode/stub`` or ``ContractStub/Mode/replay``
    /// mode never reads it, and making one costs every test (swift-corelibs-foundation looks up and creates a cache
    /// folder for each). Reading it twice gives the same object, so settings made through it stay.
    public var configuration: URLSessionConfiguration {
        get {
            configurationSlot.withLock { slot in
                if let slot { return slot }
                let made = URLSessionConfiguration.ephemeral
                slot = made
                return made
            }
        }
        set { configurationSlot = Locked(newValue) }
    }
    /// When set, requests go to this scheme, host and port instead of their own (the path and query stay), for
    /// instance to aim a client built for production at a staging server.
    public var server: URL?
    /// Header names whose secrets recordings replace with `REDACTED` (case-insensitive; `*-Token` means every name
    /// ending in `-Token`), keeping what a contract checks: `Authorization`'s scheme word (`Bearer REDACTED`),
    /// cookie names (`session=REDACTED`), the header itself. The contract's API key headers and query parameters
    /// are redacted too. Default: `Authorization`, `Cookie`, `Set-Cookie`, `Proxy-Authorization`, `*-Token`.
    public var redactedHeaders: [String]
    /// The configuration given, or the default once read (shared by copies of these options, as the configuration
    /// object itself is).
    private var configurationSlot: Locked<URLSessionConfiguration?>

    /// The defaults: an ephemeral session (`configuration: nil`), requests to their own hosts, the usual secrets
    /// redacted.
    public init(configuration: URLSessionConfiguration? = nil, server: URL? = nil, redactedHeaders: [String]? = nil) {
        configurationSlot = Locked(configuration)
        self.server = server
        self.redactedHeaders = redactedHeaders ?? HeaderRedaction.defaultNames
    }
}
