import ContractStubCore
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends requests to the real server for a stub in `live` or `record` mode, through an inner `URLSession` of
/// its own that ContractStub's protocol classes, cache and header never reach.
///
/// The response is what that session delivers: redirects followed and content decoded, so the headers that
/// describe the wire form (`Content-Encoding` of a decoded body, `Content-Length`, `Transfer-Encoding`) are
/// dropped before it is checked, recorded or handed to the client.
final class LiveForwarder: Sendable {
    private let session: URLSession
    private let server: URL?

    /// A forwarder using a copy of `options.configuration`.
    init(options: LiveOptions) {
        let configuration = Self.cleaned(options.configuration)
        session = URLSession(configuration: configuration)
        server = options.server
    }

    /// Invalidates sessions of freed forwarders. A forwarder can be freed inside its own session's completion
    /// handler, on that session's queue, where invalidating at once would wait on the queue it runs on.
    private static let invalidation = DispatchQueue(label: "ContractStub.LiveForwarder.invalidation")

    deinit {
        let session = self.session
        Self.invalidation.async { session.finishTasksAndInvalidate() }
    }

    /// Sends `request` and passes the server's response, or the network's error, to `completion`.
    func send(_ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPResponse, URLError>) -> Void) {
        var urlRequest = URLRequest(url: destination(of: request.url))
        urlRequest.httpMethod = request.method.uppercased()
        for (name, value) in request.headers { urlRequest.addValue(value, forHTTPHeaderField: name) }
        urlRequest.httpBody = request.body
        // `send` runs inside the client's URL protocol. In swift-corelibs-foundation every session's work queue
        // targets one shared serial queue, and making or resuming a task waits on it, so doing either from here
        // would wait on itself: both happen on a queue of our own.
        let session = self.session
        let request = SendableRequest(request: urlRequest)
        Self.sending.async {
            session.dataTask(with: request.request) { data, response, error in
                guard let http = response as? HTTPURLResponse else {
                    return completion(.failure(error as? URLError ?? URLError(.badServerResponse)))
                }
                completion(
                    .success(
                        HTTPResponse(
                            status: http.statusCode, headers: HTTPHeaders(deliveredWith: http.allHeaderFields), body: data ?? Data())))
            }.resume()
        }
    }

    /// Where inner tasks are made and resumed (see ``send(_:completion:)``).
    private static let sending = DispatchQueue(label: "ContractStub.LiveForwarder.sending")

    /// A request handed to the sending queue (`URLRequest` is not `Sendable` on every platform; it is a value).
    private struct SendableRequest: @unchecked Sendable {
        let request: URLRequest
    }

    /// `url` aimed at ``LiveOptions/server`` when one is set.
    func destination(of url: URL) -> URL {
        guard let server, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        components.scheme = server.scheme
        components.host = server.host
        components.port = server.port
        return components.url ?? url
    }

    /// A copy of `configuration` that cannot lead back into a stub: no ContractStub protocol class, placeholder
    /// cache or carrier header.
    private static func cleaned(_ configuration: URLSessionConfiguration) -> URLSessionConfiguration {
        let copy = configuration.copy() as? URLSessionConfiguration ?? .ephemeral
        if let classes = copy.protocolClasses, classes.contains(where: { $0 is ContractURLProtocol.Type }) {
            copy.protocolClasses = URLSessionConfiguration.ephemeral.protocolClasses
        }
        if copy.urlCache is StubCarrierCache { copy.urlCache = nil }
        if var headers = copy.httpAdditionalHeaders {
            headers = headers.filter { !StubCarrierHeader.isCarrier(String(describing: $0.key)) }
            copy.httpAdditionalHeaders = headers
        }
        return copy
    }
}
