@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of ``Upstream``'s session: hands each task's head, body pieces and end to its ``UpstreamTransfer`` as
/// `URLSession` delivers them, so that a stream is forwarded while it arrives. The same delegate methods exist in Apple's
/// Foundation and in swift-corelibs-foundation, so this needs no `#if` beyond the import. Should an SDK spell the
/// head's completion handler differently (so that `didReceive response` is never called), the head is still taken
/// from the task with the first bytes or at the end.
final class UpstreamDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let transfers = Locked([Int: UpstreamTransfer]())

    /// Starts `task`, reporting to `transfer`.
    func start(_ task: URLSessionDataTask, reportingTo transfer: UpstreamTransfer) {
        transfer.attach(task)
        transfers.withLock { $0[task.taskIdentifier] = transfer }
        task.resume()
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        transfer(of: dataTask)?.received(response)
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(of: dataTask)?.received(data, response: dataTask.response)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        transfer?.completed(task.response, error: error)
    }

    private func transfer(of task: URLSessionTask) -> UpstreamTransfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }
}
