import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns what a URL protocol receives into the engine's ``HTTPRequest``, body included when it can be seen.
///
/// - `httpBody` (data tasks, `data(for:)` with a body in the request): used as is.
/// - `httpBodyStream` (a stream set on the request; how Apple's loader hands a custom protocol every body,
///   upload and streamed-upload tasks included): read once, to the end, on a queue of its own (the writer
///   may be feeding it from another thread while the request runs); the bytes are kept in the exchange.
///   A stream that has not ended within 80% of the request's `timeoutInterval` is given up (so the answer
///   comes before the loader's own timeout): the body is marked hidden and the engine warns; a test never hangs.
/// - Upload tasks whose body is in neither (on Linux, swift-corelibs-foundation keeps `upload(for:from:)`'s
///   data inside the task where no public API reaches it, and does not ask a custom protocol's task delegate
///   for a streamed body): the request is marked `bodyVisibility: .hidden` and the engine warns ("body not
///   visible") instead of reporting a missing body.
///
/// The ``StubCarrierHeader`` is left out: it belongs to ContractStub, not to the client's request.
enum RequestReader {
    /// The engine's view of `request`, sent by `task`, passed to `completion` (at once unless a stream is read).
    static func read(_ request: URLRequest, task: URLSessionTask?, completion: @escaping @Sendable (HTTPRequest) -> Void) {
        var headers = HTTPHeaders()
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key })
        where !StubCarrierHeader.isCarrier(name) {
            headers.add(name: name, value: value)
        }
        let url = request.url ?? URL(string: "about:blank")!
        let method = request.httpMethod ?? "GET"
        if let stream = request.httpBodyStream {
            let headers = headers
            return BodyStreamReader.read(stream, within: request.timeoutInterval * 0.8) { body in
                switch body {
                case .complete(let data):
                    completion(HTTPRequest(method: method, url: url, headers: headers, body: data.isEmpty ? nil : data))
                case .unfinished:
                    completion(HTTPRequest(method: method, url: url, headers: headers, body: nil, bodyVisibility: .hidden))
                }
            }
        }
        if request.httpBody == nil, task is URLSessionUploadTask {
            return completion(HTTPRequest(method: method, url: url, headers: headers, body: nil, bodyVisibility: .hidden))
        }
        completion(HTTPRequest(method: method, url: url, headers: headers, body: request.httpBody))
    }
}
