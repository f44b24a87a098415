import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The URL protocol of sessions configured by a ``ContractStub``: it claims every request, so nothing
/// reaches the network, hands it to the stub's registry, and delivers the answer.
///
/// It never reports to a test framework (it runs on a URLSession queue, where XCTest would blame the wrong
/// test and Swift Testing no test at all); findings go to the registry and are reported from the test.
/// Delivery follows what swift-corelibs-foundation handles: the body in one `didLoad` call, no redirects.
class ContractURLProtocol: URLProtocol {
    private let stopped = Locked(false)

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canInit(with task: URLSessionTask) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    /// The registry of the stub this request belongs to; `nil` fails the request.
    var registry: StubRegistry? { StubCarrierCache.registry(in: cachedResponse) }

    /// Why ``registry`` can be `nil`, for the error the client receives.
    var missingRegistryReason: String {
        "ContractStub: no stub reached this request. Was the configuration's urlCache replaced after "
            + "stub.install(into:)? (download and stream tasks are not supported)"
    }

    override func startLoading() {
        guard let registry else {
            let error = URLError(.unsupportedURL, userInfo: [NSLocalizedDescriptionKey: missingRegistryReason])
            client?.urlProtocol(self, didFailWithError: error)
            return
        }
        let outcome = registry.answer(RequestReader.httpRequest(from: request, task: task))
        guard outcome.delay > .zero else { return deliver(outcome.delivery) }
        let loader = DelayedLoader(loader: self)
        DispatchQueue.global().asyncAfter(deadline: .now() + outcome.delay.timeInterval) {
            loader.loader.deliver(outcome.delivery)
        }
    }

    override func stopLoading() {
        stopped.withLock { $0 = true }
    }

    private func deliver(_ delivery: StubOutcome.Delivery) {
        guard !stopped.withLock({ $0 }), let client else { return }
        switch delivery {
        case .failure(let error):
            client.urlProtocol(self, didFailWithError: error)
        case .response(let response):
            var fields: [String: String] = [:]
            for (name, value) in response.headers {
                fields[name] = fields[name].map { "\($0), \(value)" } ?? value
            }
            let url = request.url ?? URL(string: "about:blank")!
            guard let http = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: fields) else {
                return client.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
            }
            client.urlProtocol(self, didReceive: http, cacheStoragePolicy: .notAllowed)
            if !response.body.isEmpty { client.urlProtocol(self, didLoad: response.body) }
            client.urlProtocolDidFinishLoading(self)
        }
    }
}

/// Hands the protocol to the queue that delivers a delayed answer. URL protocols may be called from any
/// thread; ``ContractURLProtocol`` guards its only mutable state (`stopped`) with a lock.
private struct DelayedLoader: @unchecked Sendable {
    let loader: ContractURLProtocol
}

extension Duration {
    /// The duration in seconds, for Dispatch.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
