import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URL protocol of sessions configured by a ``ContractStub``: it claims every request, so nothing reaches
/// the network from the client's session, finds the stub the request belongs to, hands it the request and
/// delivers the answer (in `live` and `record` modes the stub's own inner session asks the real server).
///
/// Sessions list a subclass of their own (``StubURLProtocol``, one class per live stub), which is how a request
/// finds its stub on every platform; the URL cache placeholder (``StubCarrierCache``) and a header
/// (``StubCarrierHeader``) are further carriers, and ``CarrierReadings`` decides from what arrived.
///
/// It never reports to a test framework (it runs on a URLSession queue, where XCTest would blame the wrong test
/// and Swift Testing no test at all); findings go to the stub's registry and are reported from the test. Every
/// call of the client goes through the ``ClientThread`` of `startLoading` (Apple's rule for URL protocols).
/// Delivery follows what swift-corelibs-foundation handles: no redirects; the body in one `didLoad` call, except a
/// stream (a sequential media type) answered with an `itemDelay`, which arrives one item per `didLoad` call, that far
/// apart (``StreamChunks``).
class ContractURLProtocol: URLProtocol {
    private let stopped = Locked(false)

    /// The ``ProtocolClassSlots`` slot this class stands for; `nil` for a class that carries no stub.
    class var slot: Int? { nil }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canInit(with task: URLSessionTask) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    /// The stub this request belongs to, from what the carriers say.
    func stub() -> Result<any InterceptedStub, CarrierReadings.Failure> {
        CarrierReadings(
            protocolClass: Self.classReading, urlCache: StubCarrierCache.reading(of: cachedResponse),
            header: StubCarrierHeader.reading(of: request)
        ).agreedStub()
    }

    /// What this class says as a carrier.
    private static var classReading: CarrierReading {
        guard let slot else {
            return .absent("the session lists \(String(describing: self)), which carries no stub (use stub.install(into:))")
        }
        guard let registry = ProtocolClassSlots.occupant(of: slot)?.registry else {
            return .lost("slot \(slot)'s stub no longer exists")
        }
        return .stub(registry)
    }

    override func startLoading() {
        let thread = ClientThread.caller()
        let registry: any InterceptedStub
        switch stub() {
        case .success(let found):
            registry = found
        case .failure(let failure):
            return fail(with: failure, on: thread)
        }
        if let refusal = UnsupportedTask.refusal(for: task, request: request) {
            registry.report(refusal, about: request)
            return fail(URLError(.unsupportedURL, userInfo: [NSLocalizedDescriptionKey: refusal.message]), on: thread)
        }
        let loader = Loader(loader: self)
        let heads = registry.responseHeads
        RequestReader.read(request, task: task) { httpRequest in
            registry.answer(httpRequest) { outcome in
                guard outcome.delay > .zero else {
                    return loader.loader.deliver(outcome, heads: heads, on: thread)
                }
                StubTimers.queue.asyncAfter(deadline: .now() + outcome.delay.timeInterval) {
                    loader.loader.deliver(outcome, heads: heads, on: thread)
                }
            }
        }
    }

    override func stopLoading() {
        stopped.withLock { $0 = true }
    }

    /// Fails the request because no single stub can take it; stubs involved in a conflict record it.
    private func fail(with failure: CarrierReadings.Failure, on thread: ClientThread) {
        let label = "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "")"
        let message: String
        switch failure {
        case .noStub(let detail):
            message =
                "ContractStub: no stub reached this request (\(label)). Carriers tried: \(detail). Make the session "
                + "with stub.makeSession() or configure it with stub.install(into:) before creating it; if it was, "
                + "report this to ContractStub with the platform, OS version and how the session was made."
        case .conflict(let detail, let stubs):
            message =
                "ContractStub internal error: the carriers of this request (\(label)) lead to different stubs "
                + "(\(detail)); the request was not answered. Report this to ContractStub with the platform and OS version."
            let diagnostic = Diagnostic(.error, code: .stubCarrierConflict, message: message)
            for stub in stubs { stub.report(diagnostic, about: request) }
        }
        fail(URLError(.unsupportedURL, userInfo: [NSLocalizedDescriptionKey: message]), on: thread)
    }

    /// Fails the request with `error`.
    private func fail(_ error: URLError, on thread: ClientThread) {
        callClient(on: thread) { loader, client in client.urlProtocol(loader, didFailWithError: error) }
    }

    /// Delivers the stub's `outcome`, its response head from `heads`.
    private func deliver(_ outcome: StubOutcome, heads: ResponseHeads, on thread: ClientThread) {
        switch outcome.delivery {
        case .failure(let error):
            fail(error, on: thread)
        case .response(let response):
            guard let http = heads.head(of: response, for: request.url ?? URL(string: "about:blank")!) else {
                return fail(URLError(.badServerResponse), on: thread)
            }
            let head = ResponseBox(response: http)
            let itemDelay = outcome.itemDelay
            callClient(on: thread) { loader, client in
                client.urlProtocol(loader, didReceive: head.response, cacheStoragePolicy: .notAllowed)
            }
            // Without an item delay there is nothing to observe between items: the body goes in one `didLoad`,
            // as any other body (swift-corelibs' `data(for:)` kept only the last of many back-to-back loads).
            let chunks =
                itemDelay > .zero
                ? StreamChunks.split(response.body, contentType: response.headers["Content-Type"]).filter { !$0.isEmpty }
                : response.body.isEmpty ? [] : [response.body]
            deliver(chunks[...], itemDelay: itemDelay, on: thread)
        }
    }

    /// Loads `chunks` one per `didLoad` call, waiting `itemDelay` on ``StubTimers/queue`` before each after the
    /// first (never blocking a thread), then finishes; stops when the task was cancelled.
    private func deliver(_ chunks: ArraySlice<Data>, itemDelay: Duration, on thread: ClientThread) {
        guard let chunk = chunks.first else {
            return callClient(on: thread) { loader, client in client.urlProtocolDidFinishLoading(loader) }
        }
        let rest = chunks.dropFirst()
        callClient(on: thread) { loader, client in
            client.urlProtocol(loader, didLoad: chunk)
            if rest.isEmpty { client.urlProtocolDidFinishLoading(loader) }
        }
        guard !rest.isEmpty, !stopped.withLock({ $0 }) else { return }
        let loader = Loader(loader: self)
        StubTimers.queue.asyncAfter(deadline: .now() + itemDelay.timeInterval) {
            loader.loader.deliver(rest, itemDelay: itemDelay, on: thread)
        }
    }

    /// Makes `call` on `thread` unless the task has stopped by then. Where calls go through the run loop of the thread
    /// that also calls `stopLoading` (Apple's loader), the check and the call cannot interleave with it.
    private func callClient(on thread: ClientThread, _ call: @escaping (ContractURLProtocol, URLProtocolClient) -> Void) {
        let loader = ClientCall(loader: self, call: call)
        thread.perform {
            guard !loader.loader.stopped.withLock({ $0 }), let client = loader.loader.client else { return }
            loader.call(loader.loader, client)
        }
    }
}

/// Hands a call of the client to the thread that makes it.
private struct ClientCall: @unchecked Sendable {
    let loader: ContractURLProtocol
    let call: (ContractURLProtocol, URLProtocolClient) -> Void
}

/// Hands a response head to the thread that delivers it.
private struct ResponseBox: @unchecked Sendable {
    let response: HTTPURLResponse
}

/// Hands the protocol to the queue that reads the body or delivers a delayed answer. ``ContractURLProtocol``
/// guards its only mutable state (`stopped`) with a lock, and calls its client through a ``ClientThread``.
private struct Loader: @unchecked Sendable {
    let loader: ContractURLProtocol
}

extension Duration {
    /// The duration in seconds, for Dispatch.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
