import ContractStubCore
@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `specs/chat-streams.yaml`, the OpenAPI 3.2 streaming spec, and requests to it.
enum ChatStreams {
    /// The spec's file, found from this file's location.
    static let specURL = Petstore.specURL.deletingLastPathComponent().appendingPathComponent("chat-streams.yaml")

    /// A fresh stub for the chat contract.
    static func stub() throws -> ContractStub { ContractStub(try Contract(contentsOf: specURL)) }

    /// `POST /chat/completions` with a prompt.
    static var completionRequest: URLRequest {
        var request = URLRequest(url: URL(string: "https://api.example.com/v1/chat/completions")!)
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"prompt":"Hi"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return request
    }
}

/// Reads a response as it arrives: the moment each chunk of the body came in, by a data delegate (swift-corelibs-
/// foundation has no `URLSession.bytes(for:)`; on Apple platforms the tests use that too).
final class ChunkRecorder: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let state = Locked<(chunks: [(Date, Data)], done: CheckedContinuation<Void, Never>?, finished: Bool)>(([], nil, false))

    /// Each chunk with the time it arrived.
    var chunks: [(Date, Data)] { state.withLock { $0.chunks } }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        state.withLock { $0.chunks.append((Date(), data)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.finished = true
            defer { state.done = nil }
            return state.done
        }
        waiter?.resume()
    }

    /// Waits until the task completed.
    func finished() async {
        await withCheckedContinuation { continuation in
            let isFinished = state.withLock { state -> Bool in
                if !state.finished { state.done = continuation }
                return state.finished
            }
            if isFinished { continuation.resume() }
        }
    }
}
