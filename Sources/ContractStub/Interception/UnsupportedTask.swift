import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Task kinds a stub cannot answer on this platform: failed at once with a clear error, never a crash or a hang.
///
/// - Download tasks on Linux: swift-corelibs-foundation completes a download with the file location that only its
///   own HTTP protocol can provide, and force-unwraps it (`download(for:)`, a download delegate), so answering
///   would crash the test process. Apple's loader writes a custom protocol's data to the file itself, so there
///   download tasks are answered like data tasks.
/// - WebSocket tasks everywhere: a stub answers HTTP exchanges, not WebSocket sessions.
enum UnsupportedTask {
    /// The error to record and fail with when `task` cannot be answered here, else `nil`.
    static func refusal(for task: URLSessionTask?, request: URLRequest) -> Diagnostic? {
        if task is URLSessionWebSocketTask {
            return Diagnostic(
                .error, code: .stubTaskUnsupported,
                message: "ContractStub cannot answer the WebSocket task \(label(of: request)): stubs answer HTTP requests only")
        }
        #if canImport(FoundationNetworking)
        if task is URLSessionDownloadTask {
            return Diagnostic(
                .error, code: .stubTaskUnsupported,
                message: "ContractStub cannot answer the download task \(label(of: request)) on Linux: swift-corelibs-foundation gives "
                    + "a custom URLProtocol no way to provide the downloaded file (it would crash the test process); "
                    + "use data(for:) or dataTask(with:) in code under test on Linux")
        }
        #endif
        return nil
    }

    /// `GET https://…` for messages (only built for a refusal: every request passes through ``refusal(for:request:)``).
    private static func label(of request: URLRequest) -> String {
        "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "")"
    }
}
