import Foundation

/// The contract as a local HTTP/1.1 server (`contractstub mock`): every request is answered by ``MockResponder`` (or
/// the ``ControlAPI`` under `/__contractstub/`), logged in `format`, kept when it has violations (``ViolationLog``)
/// and, with a recording file, appended to it (``MockRecorder``). With `crossOrigin`, browser pages of any origin may
/// call it (``CrossOrigin``).
///
/// ```swift
/// let server = try MockServer(contract: contract, host: "127.0.0.1", port: 0, log: { print($0, terminator: "") })
/// server.start()
/// server.url  // http://127.0.0.1:53122
/// ```
package final class MockServer: Sendable {
    /// Why the server could not start.
    package struct StartError: Error, CustomStringConvertible {
        /// What went wrong.
        package let description: String
    }

    private let http: HTTPServer
    private let responder: MockResponder
    private let violations = ViolationLog()
    private let recorder: MockRecorder?

    /// The base URL served: `http://127.0.0.1:4010`, `http://[::1]:4010`, with the port chosen for port 0.
    package var url: URL { URL(string: "http://\(http.address.urlHost):\(http.address.port)")! }

    /// A server for `contract` bound to `host` (an IPv4 or IPv6 literal, or `localhost`) and `port` (0: a free one),
    /// recording to `recording` when given, answering CORS preflights and letting scripts of any origin read its answers
    /// when `crossOrigin`, waiting for clients as `timeouts` says, and in proxy mode sending each request on to
    /// `upstream` (``Upstream``); nothing is served before ``start()``.
    /// - Throws: ``StartError`` when the host is not an address, the port cannot be bound, the recording cannot be
    ///   created or `upstream` is not an `http` or `https` URL.
    package init(
        contract: Contract, host: String, port: UInt16, recording: URL? = nil, format: MockLogFormat = .text,
        crossOrigin: Bool = false, timeouts: HTTPTimeouts = HTTPTimeouts(), upstream: URL? = nil, log: @escaping @Sendable (String) -> Void
    ) throws(StartError) {
        guard let address = SocketAddress(host: host, port: port) else {
            throw StartError(description: "'\(host)' is not an IPv4 or IPv6 address (names other than localhost are not looked up)")
        }
        var forwarder: Upstream?
        if let upstream {
            guard let valid = Upstream(upstream) else {
                throw StartError(description: "--upstream '\(upstream.absoluteString)' is not an http or https URL with a host")
            }
            forwarder = valid
        }
        let responder = MockResponder(contract: contract, upstream: forwarder)
        let violations = self.violations
        do {
            recorder = try recording.map {
                try MockRecorder($0, redaction: HeaderRedaction(HeaderRedaction.defaultNames, apiKeysOf: contract))
            }
        } catch {
            throw StartError(description: "cannot create the recording \(recording?.path ?? ""): \(error.localizedDescription)")
        }
        let recorder = self.recorder
        self.responder = responder
        do {
            http = try HTTPServer(
                address, timeouts: timeouts,
                events: { event in
                    switch event {
                    case .refused(let error): log(format.line(event: "refused", status: error.status, message: error.reason))
                    case .cutShort: log(format.line(event: "cut-short", message: "the client closed the connection mid-request"))
                    case .answerCutShort:
                        log(format.line(event: "cut-short", message: "the client closed the connection before the answer was sent whole"))
                    }
                },
                handler: { received in
                    guard let request = Self.request(received, address: address) else {
                        let error = HTTPParseError.malformed("the request target is not a URL")
                        log(format.line(event: "refused", status: 400, message: error.reason))
                        var response = HTTPResponse(
                            status: 400, headers: ["Content-Type": "text/plain"], body: Data((error.reason + "\n").utf8))
                        response.headers["Connection"] = "close"
                        return HTTPAnswer(response)
                    }
                    if crossOrigin, CrossOrigin.isPreflight(request) {
                        let origin = request.headers["Origin"] ?? ""
                        log(format.line(event: "preflight", status: 204, message: "OPTIONS \(request.url.path) from \(origin)"))
                        return HTTPAnswer(CrossOrigin.preflightAnswer(request))
                    }
                    var answer: HTTPAnswer
                    if let control = ControlAPI.answer(request, violations: violations, responder: responder) {
                        log(format.line(event: "control", status: control.status, message: "\(request.method) \(request.url.path)"))
                        answer = HTTPAnswer(control)
                    } else {
                        let exchange = responder.answer(request)
                        let report: @Sendable (MockExchange) -> Void = { exchange in
                            violations.note(exchange)
                            log(format.line(exchange))
                            if let problem = recorder?.append(exchange) { log(format.line(event: "recording-failed", message: problem)) }
                        }
                        if let stream = exchange.stream {
                            // Reported when the stream is over; each item's findings logged as soon as they are found.
                            let line = exchange.requestLine
                            stream.observe(
                                findings: { found in
                                    for finding in found where finding.severity == .error {
                                        log(
                                            format.line(event: "stream-violation", message: "\(line): \(finding.message) [\(finding.code)]")
                                        )
                                    }
                                }, end: report)
                        } else {
                            report(exchange)
                        }
                        answer = Self.answer(exchange)
                    }
                    if crossOrigin { answer.response = answer.response.map { CrossOrigin.exposing($0, to: request) } }
                    return answer
                })
        } catch {
            throw StartError(description: error.description)
        }
    }

    /// The real server requests are sent on to, in proxy mode.
    package var upstream: URL? { responder.upstream?.url }

    /// Starts serving.
    package func start() { http.start() }

    /// Stops serving: returns once every request being answered has been answered (and recorded).
    package func stop() { http.stop() }

    /// The number of violations since the start or the last `POST /__contractstub/reset`.
    package var violationCount: Int { violations.count }

    /// The operations served, `GET /pets listPets`, in spec order.
    package var operations: [String] {
        responder.contract.operations.map { "\($0.method.rawValue.uppercased()) \($0.path)\($0.operationId.map { " \($0)" } ?? "")" }
    }

    /// The engine's view of a request received: its target made a full URL (absolute targets kept as sent).
    static func request(_ received: HTTPServerRequest, address: SocketAddress) -> HTTPRequest? {
        let target = received.head.target
        let host = received.head.headers["Host"] ?? "\(address.urlHost):\(address.port)"
        let text = target.hasPrefix("/") ? "http://\(host)\(target)" : target
        guard let url = URL(string: text), url.scheme != nil, url.host != nil else { return nil }
        return HTTPRequest(
            method: received.head.method, url: url, headers: received.head.headers,
            body: received.body.isEmpty ? nil : Data(received.body))
    }

    /// What is sent for `exchange`, after its delay: a stream (a sequential media type) item by item, chunked (in proxy
    /// mode, piece by piece as the upstream sends it); anything else whole; nothing for an exchange closed without an
    /// answer.
    static func answer(_ exchange: MockExchange) -> HTTPAnswer {
        guard let response = exchange.response else { return .closingConnection(after: exchange.delay) }
        if let stream = exchange.stream { return HTTPAnswer(streaming: response, from: stream) }
        // Only a body of a sequential media type is cut into more than one piece.
        let chunks = StreamChunks.split(response.body, contentType: response.headers["Content-Type"])
        var answer = chunks.count > 1 ? HTTPAnswer(streaming: response, chunks: chunks.map { Array($0) }) : HTTPAnswer(response)
        answer.delay = exchange.delay
        answer.itemDelay = exchange.itemDelay
        return answer
    }
}
