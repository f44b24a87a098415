import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A further way a request finds its stub: a placeholder answer from the session's `urlCache`.
///
/// swift-corelibs-foundation asks the session's `urlCache` (`getCachedResponse(for:)`) for every data and upload
/// task and hands the answer to `URLProtocol.init(task:cachedResponse:client:)`. This cache, owned by one stub,
/// answers every task with the same placeholder (``StubCarrierPlaceholder``), which holds the stub. Apple's
/// loader does not pass a cached response to a custom protocol under the default cache policy, so there this
/// carrier usually does not arrive, and ``ProtocolClassSlots`` and ``StubCarrierHeader`` carry the stub.
///
/// It caches nothing: storing is a no-op, lookups by request find nothing, and the placeholder is an HTTP
/// response marked `no-store, no-cache` and long expired, so no loader can take it for a fresh answer. It also
/// keeps the stub's registry alive for as long as a session configured with it exists.
final class StubCarrierCache: URLCache, @unchecked Sendable {
    private let carrier: StubCarrierPlaceholder

    /// A cache that hands `registry` to every task of the sessions configured with it.
    init(registry: any InterceptedStub) {
        let response = HTTPURLResponse(
            url: URL(string: "contractstub:carrier")!, statusCode: 200, httpVersion: "HTTP/1.1",
            headerFields: ["Cache-Control": "no-store, no-cache, max-age=0", "Expires": "Thu, 01 Jan 1970 00:00:00 GMT"])!
        carrier = StubCarrierPlaceholder(response: response, data: Data(), storagePolicy: .notAllowed)
        carrier.stub = registry
        #if canImport(FoundationNetworking)
        // No disk: with no path, swift-corelibs-foundation looks up the user's cache folder (reading the whole
        // environment, twice) and creates a folder in it, for every stub. `/dev/null` is no folder and cannot
        // become one, so the cache is left without any; nothing is ever stored either way.
        super.init(memoryCapacity: 0, diskCapacity: 0, diskPath: "/dev/null")
        #else
        super.init(memoryCapacity: 0, diskCapacity: 0, directory: nil)
        #endif
    }

    /// Why no placeholder arrived, said once (the reading runs for every request).
    private static let absence =
        "no placeholder arrived (Apple's loader passes none to a custom protocol under the default cache policy; "
        + "elsewhere the configuration's urlCache was replaced after install(into:))"

    /// What the placeholder a URL protocol was created with says.
    static func reading(of cachedResponse: CachedURLResponse?) -> CarrierReading {
        // A class check and a stored property: no `userInfo` dictionary lookup and existential cast per request.
        guard let registry = (cachedResponse as? StubCarrierPlaceholder)?.stub else {
            return .absent(absence)
        }
        return .stub(registry)
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

/// The placeholder answer of a ``StubCarrierCache``: an expired `no-store` response that holds the stub.
///
/// It declares no initializer of its own, so it inherits `CachedURLResponse`'s on every platform (Apple's
/// `NSSecureCoding` one included); the stub is set once, before the cache hands the placeholder out, and only
/// read after.
final class StubCarrierPlaceholder: CachedURLResponse, @unchecked Sendable {
    /// The stub this placeholder leads to.
    fileprivate(set) var stub: (any InterceptedStub)?
}
