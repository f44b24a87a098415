import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// How a request finds its test's stub without any global table: the session's `urlCache`.
///
/// A `URLProtocol` cannot see its session, and on Linux neither `httpAdditionalHeaders` nor any other
/// per-session setting reaches it. What it does receive is the `cachedResponse` the session's `urlCache`
/// hands it when the task creates it (swift-corelibs-foundation asks `urlCache.getCachedResponse(for:)` for
/// every data and upload task, then calls `init(task:cachedResponse:client:)` with the answer).
/// ``ContractStub/install(into:)`` therefore puts one of these caches, owned by the stub, into the
/// configuration: it answers every task with the same carrier response whose `userInfo` holds the stub's
/// ``StubRegistry``. A request can only reach the registry of the session it was sent through, and a test
/// cannot enumerate anyone else's. It caches nothing: storing is a no-op and lookups by request find nothing.
final class StubCarrierCache: URLCache, @unchecked Sendable {
    /// The `userInfo` key of the registry in the carrier response.
    static let registryKey = "ContractStub.StubRegistry"

    private let carrier: CachedURLResponse

    /// A cache that hands `registry` to every task of the sessions configured with it.
    init(registry: StubRegistry) {
        let response = URLResponse(
            url: URL(string: "contractstub:carrier")!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        carrier = CachedURLResponse(
            response: response, data: Data(), userInfo: [Self.registryKey: registry], storagePolicy: .notAllowed)
        #if canImport(FoundationNetworking)
        super.init(memoryCapacity: 0, diskCapacity: 0, diskPath: nil)
        #else
        super.init(memoryCapacity: 0, diskCapacity: 0, directory: nil)
        #endif
    }

    /// The registry a URL protocol was created with, if its session was configured by a stub.
    static func registry(in cachedResponse: CachedURLResponse?) -> StubRegistry? {
        cachedResponse?.userInfo?[registryKey] as? StubRegistry
    }

    override func getCachedResponse(
        for dataTask: URLSessionDataTask, completionHandler: @Sendable @escaping (CachedURLResponse?) -> Void
    ) {
        completionHandler(carrier)
    }

    override func cachedResponse(for request: URLRequest) -> CachedURLResponse? { nil }

    override func storeCachedResponse(_ cachedResponse: CachedURLResponse, for request: URLRequest) {}

    override func storeCachedResponse(_ cachedResponse: CachedURLResponse, for dataTask: URLSessionDataTask) {}
}
