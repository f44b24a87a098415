import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A session or task delegate that works as swift-openapi-urlsession's streaming delegate does: it answers
/// `needNewBodyStream` with a stream fed from another thread, and collects the response from delegate calls.
/// It also keeps a download task's file, which must be read before the delegate call returns.
final class StreamingDelegate: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate, @unchecked Sendable {
    private struct State {
        var status = 0
        var data = Data()
        var downloaded: Data?
        var finished: Error??
        var waiter: CheckedContinuation<Error?, Never>?
    }

    private let body: [Data]
    private let state = Locked(State())

    /// A delegate whose streamed uploads send `body`, chunk by chunk.
    init(body: [Data]) {
        self.body = body
    }

    /// The downloaded file's bytes, read when the download finished.
    var downloaded: Data? { state.withLock { $0.downloaded } }

    /// Waits for the task to complete: its error, or `nil` on success; ``TimedOut`` after 10 seconds, so a
    /// delegate the platform never calls fails the test instead of hanging it.
    func completion() async -> Error? {
        await withCheckedContinuation { continuation in
            let finished: Error?? = state.withLock { state in
                if state.finished == nil { state.waiter = continuation }
                return state.finished
            }
            if let finished { return continuation.resume(returning: finished) }
            DispatchQueue.global().asyncAfter(deadline: .now() + 10) { [state] in
                state.withLock { state in
                    defer { state.waiter = nil }
                    return state.waiter
                }?.resume(returning: TimedOut())
            }
        }
    }

    /// The task did not complete within 10 seconds.
    struct TimedOut: Error {}

    /// Waits for the task to complete and returns the status and body, or throws its error.
    func outcome() async throws -> (status: Int, data: Data) {
        if let error = await completion() { throw error }
        return state.withLock { ($0.status, $0.data) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, needNewBodyStream completionHandler: @escaping @Sendable (InputStream?) -> Void
    ) {
        let stream = FedBodyStream()
        stream.feed(body, pause: .milliseconds(5))
        completionHandler(stream.stream)
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        state.withLock { $0.status = response.status }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        state.withLock { $0.data.append(data) }
    }

    func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didFinishDownloadingTo location: URL) {
        let contents = try? Data(contentsOf: location)
        state.withLock { $0.downloaded = contents }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let status = task.response?.status ?? 0
        let waiter = state.withLock { state in
            if state.status == 0 { state.status = status }
            state.finished = .some(error)
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: error)
    }
}
