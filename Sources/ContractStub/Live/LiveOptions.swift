import ContractStubCore
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
    public var configuration: URLSessionConfiguration
    /// When set, requests go to this scheme, host and port instead of their own (the path and query stay), for
    /// instance to aim a client built for production at a staging server.
    public var server: URL?
    /// Header names whose secrets recordings replace with `REDACTED` (case-insensitive; `*-Token` means every name
    /// ending in `-Token`), keeping what a contract checks: `Authorization`'s scheme word (`Bearer REDACTED`),
    /// cookie names (`session=REDACTED`), the header itself. The contract's API key headers and query parameters
    /// are redacted too. Default: `Authorization`, `Cookie`, `Set-Cookie`, `Proxy-Authorization`, `*-Token`.
    public var redactedHeaders: [String]

    /// The defaults: an ephemeral session, requests to their own hosts, the usual secrets redacted.
    public init(configuration: URLSessionConfiguration = .ephemeral, server: URL? = nil, redactedHeaders: [String]? = nil) {
        self.configuration = configuration
        self.server = server
        self.redactedHeaders = redactedHeaders ?? HeaderRedaction.defaultNames
    }
}
