import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns what a URL protocol receives into the engine's ``HTTPRequest``, body included when it can be seen.
///
/// - `httpBody` (data tasks, `data(for:)`): used as is.
/// - `httpBodyStream`: read once, to the end; the bytes are kept in the exchange.
/// - Upload tasks (`upload(for:from:)`, `uploadTask`): Apple platforms hand the protocol a stream, which is
///   read; swift-corelibs-foundation keeps the body inside the task where no public API reaches it, so the
///   request is marked `bodyVisibility: .hidden` and the engine warns ("body not visible") instead of
///   reporting a missing body.
enum RequestReader {
    /// The engine's view of `request`, sent by `task`.
    static func httpRequest(from request: URLRequest, task: URLSessionTask?) -> HTTPRequest {
        var headers = HTTPHeaders()
        for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
            headers.add(name: name, value: value)
        }
        let url = request.url ?? URL(string: "about:blank")!
        let method = request.httpMethod ?? "GET"
        if let stream = request.httpBodyStream {
            return HTTPRequest(method: method, url: url, headers: headers, body: readAll(stream))
        }
        if task is URLSessionUploadTask {
            return HTTPRequest(method: method, url: url, headers: headers, body: nil, bodyVisibility: .hidden)
        }
        return HTTPRequest(method: method, url: url, headers: headers, body: request.httpBody)
    }

    /// Every byte left in `stream` (`nil` when there were none).
    private static func readAll(_ stream: InputStream) -> Data? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        stream.open()
        defer { stream.close() }
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            guard count > 0 else { break }
            data.append(buffer, count: count)
        }
        return data.isEmpty ? nil : data
    }
}
