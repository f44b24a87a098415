@_spi(ContractStubSpecialized) import ContractStubSyntax
import Dispatch
import Foundation
import Testing

@testable import ContractStubServer

/// Proxy mode with a stream: the upstream's items reach the client one by one as the upstream sends them, each checked
/// as it passes; the exchange is logged and recorded when the stream is over; a client gone mid-stream cancels the
/// upstream request. The upstream is the project's own HTTP server sending items only when the test opens their gate,
/// so no assertion depends on timing.
@Suite struct UpstreamStreamTests {
    /// A stream body whose item `n` is sent only once ``open(_:)`` has been called for it.
    final class GatedItems: HTTPBodySource {
        let items: [String]
        private let gates: [DispatchSemaphore]
        private let sent = Locked(0)
        /// Signalled when the server is done with the stream.
        let finished = DispatchSemaphore(value: 0)
        /// Whether the server saw its client (the mock's URLSession) go away before the end.
        let clientGone = Locked<Bool?>(nil)

        init(_ items: [String]) {
            self.items = items
            gates = items.map { _ in DispatchSemaphore(value: 0) }
        }

        func open(_ index: Int) { gates[index].signal() }

        func next(waitingAtMost timeout: Duration) -> HTTPBodyPiece {
            let index = sent.withLock { $0 }
            guard index < items.count else { return .end }
            let milliseconds = Int(timeout / .milliseconds(1))
            guard gates[index].wait(timeout: .now() + .milliseconds(milliseconds)) == .success else { return .pending }
            sent.withLock { $0 += 1 }
            return .bytes(Array(items[index].utf8))
        }

        func finish(clientGone: Bool) {
            self.clientGone.withLock { $0 = clientGone }
            finished.signal()
        }
    }

    /// The upstream: answers every request with `items` as `application/jsonl`, gated.
    final class StreamingUpstream: Sendable {
        let server: HTTPServer

        init(_ items: GatedItems, contentType: String = "application/jsonl") throws {
            let head = HTTPResponse(status: 200, headers: ["Content-Type": contentType])
            server = try HTTPServer(#require(SocketAddress(host: "127.0.0.1", port: 0))) { _ in
                HTTPAnswer(streaming: head, from: items)
            }
            server.start()
        }

        deinit { server.stop() }

        var url: URL { URL(string: "http://127.0.0.1:\(server.address.port)")! }
    }

    /// A raw client that has sent `GET path` to a mock proxying to an upstream that streams `items`: the set-up of
    /// every test here. The upstream is kept so that it serves as long as the test holds this.
    struct ProxiedStream {
        let upstream: StreamingUpstream
        let mock: MockFixture
        let client: RawClient

        init(
            _ items: GatedItems, contentType: String = "application/jsonl", spec: String = MockFixture.spec,
            recording: String? = nil, path: String = "/events"
        ) throws {
            upstream = try StreamingUpstream(items, contentType: contentType)
            mock = try MockFixture(spec: spec, recording: recording, upstream: upstream.url)
            client = try RawClient(mock.address)
            client.send("GET \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n")
        }
    }

    static let pets = [#"{"id":1,"name":"Tom"}"# + "\n", #"{"id":"x","name":"Rex"}"# + "\n", #"{"id":3,"name":"Kit"}"# + "\n"]

    /// Waits up to 10 s for `condition`, polling.
    static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    @Test func eachItemReachesTheClientBeforeTheUpstreamSendsTheNext() throws {
        let items = GatedItems(Self.pets)
        let proxied = try ProxiedStream(items, recording: "traffic.jsonl")
        let (mock, client) = (proxied.mock, proxied.client)
        items.open(0)
        // The client has the first item while the upstream has not been allowed to send the second.
        var received = client.read(untilSeeing: #""name":"Tom"}"#)
        #expect(received.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(received.contains("Transfer-Encoding: chunked\r\n"))
        #expect(received.contains(#"{"id":1,"name":"Tom"}"#) && !received.contains("Rex"))
        items.open(1)
        received += client.read(untilSeeing: #""name":"Rex"}"#)
        // The violating item is reported as it passes, before the stream ends.
        #expect(
            mock.log.withLock { $0 }.contains {
                $0.hasPrefix("stream-violation: GET /events: item 1 (") && $0.contains("[schema.type]")
            })
        items.open(2)
        received += client.read(untilSeeing: "0\r\n\r\n")
        #expect(received.contains(#"{"id":3,"name":"Kit"}"#))
        // Each item came in a chunk of its own, as the upstream sent it.
        #expect(received.contains("16\r\n" + Self.pets[0] + "\r\n"))
        mock.server.stop()
        #expect(mock.server.violationCount == 1)
        #expect(mock.log.withLock { $0 }.contains { $0.hasPrefix("GET /events → 200 petEvents\n  error: item 1 (") })
        let recorded = try String(contentsOf: mock.directory.appendingPathComponent("traffic.jsonl"), encoding: .utf8)
        let line = try JSONValue(decodingInstance: Data(recorded.utf8))
        #expect(line["response"]?["body"] == .string(Self.pets.joined()))
        #expect(line["violations"]?[0]?["instancePointer"] == "/body/1/id")
        #expect(items.clientGone.withLock { $0 } == false)
    }

    @Test func aClientGoneMidStreamCancelsTheUpstreamRequest() throws {
        let items = GatedItems(Self.pets)
        let upstream = try StreamingUpstream(items)
        let mock = try MockFixture(recording: "traffic.jsonl", upstream: upstream.url)
        var client: RawClient? = try RawClient(mock.address)
        client?.send("GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n")
        items.open(0)
        #expect(client?.read(untilSeeing: #""name":"Tom"}"#).contains("Tom") == true)
        client = nil  // closes the connection while the upstream waits to send the second item
        #expect(items.finished.wait(timeout: .now() + 10) == .success)
        #expect(items.clientGone.withLock { $0 } == true)
        #expect(
            Self.eventually {
                mock.log.withLock { $0 }.contains {
                    $0.hasPrefix(
                        "GET /events → 200 petEvents\n  the client closed the connection mid-stream; the upstream request was cancelled")
                }
            })
        #expect(mock.log.withLock { $0 }.contains { $0.hasPrefix("cut-short: ") })
        mock.server.stop()
        let recorded = try String(contentsOf: mock.directory.appendingPathComponent("traffic.jsonl"), encoding: .utf8)
        #expect(try JSONValue(decodingInstance: Data(recorded.utf8))["response"]?["body"] == .string(Self.pets[0]))
    }

    @Test func aStreamTheUpstreamCutsShortReachesTheClientIncomplete() throws {
        let items = GatedItems(Self.pets)
        let proxied = try ProxiedStream(items)
        let (upstream, mock, client) = (proxied.upstream, proxied.mock, proxied.client)
        items.open(0)
        var received = client.read(untilSeeing: #""name":"Tom"}"#)
        upstream.server.stop()  // the upstream's connection closes mid-stream
        received += client.readToEnd()
        #expect(received.contains("Tom") && !received.contains("0\r\n\r\n"))
        #expect(
            Self.eventually {
                mock.log.withLock { $0 }.contains { $0.contains("upstream: the stream stopped before its end: ") }
            })
    }

    @Test func anItemSentInPiecesReachesTheClientWholeInOneChunk() throws {
        let items = GatedItems([#"{"id":1,"#, #""name":"Tom"}"# + "\n" + Self.pets[2]])
        let proxied = try ProxiedStream(items)
        let client = proxied.client
        items.open(0)
        items.open(1)
        let received = client.read(untilSeeing: "0\r\n\r\n")
        #expect(received.contains("\r\n\r\n16\r\n" + Self.pets[0] + "\r\n16\r\n" + Self.pets[2] + "\r\n0\r\n\r\n"))
    }

    @Test func theStartOfAnItemHeldWhenTheStreamEndsIsSentAsItIs() throws {
        let items = GatedItems([Self.pets[0], #"{"id":2"#])
        let proxied = try ProxiedStream(items)
        let (mock, client) = (proxied.mock, proxied.client)
        items.open(0)
        items.open(1)
        let received = client.read(untilSeeing: "0\r\n\r\n")
        #expect(received.hasSuffix("16\r\n" + Self.pets[0] + "\r\n7\r\n{\"id\":2\r\n0\r\n\r\n"))
        mock.server.stop()
        #expect(
            mock.log.withLock { $0 }.contains {
                $0.hasPrefix("GET /events → 200 petEvents\n  error: item 1 (") && $0.contains("[response.body.malformed]")
            })
    }

    static let eventsSpec = #"""
        {"openapi": "3.2.0", "info": {"title": "Ticks", "version": "1"},
         "paths": {"/ticks": {"get": {"operationId": "ticks", "responses": {"200": {"description": "ticks", "content": {
           "text/event-stream": {"itemSchema": {"type": "object", "required": ["data"],
             "properties": {"data": {"type": "string", "maxLength": 4}}}}}}}}}}}
        """#

    @Test func serverSentEventsPassThroughOneEventAtATime() throws {
        let items = GatedItems([": hello\n\ndata: one\n", "\n", "event: tick\r\ndata: eleven\r\n\r\n"])
        let proxied = try ProxiedStream(items, contentType: "text/event-stream; charset=utf-8", spec: Self.eventsSpec, path: "/ticks")
        let (mock, client) = (proxied.mock, proxied.client)
        items.open(0)
        // The comment block is whole and goes at once; the event waits for its blank line.
        var received = client.read(untilSeeing: ": hello\n\n")
        #expect(received.contains("Content-Type: text/event-stream; charset=utf-8\r\n") && !received.contains("one"))
        items.open(1)
        received += client.read(untilSeeing: "data: one\n\n")
        #expect(received.contains("\r\n9\r\n: hello\n\n\r\nb\r\ndata: one\n\n\r\n"))
        items.open(2)
        received += client.read(untilSeeing: "0\r\n\r\n")
        mock.server.stop()
        let log = mock.log.withLock { $0 }
        #expect(log.contains { $0.hasPrefix("stream-violation: GET /ticks: event 1 'tick' (data: eleven): ") })
        #expect(log.contains { $0.hasPrefix("GET /ticks → 200 ticks\n  error: event 1 'tick'") && $0.contains("[schema.max-length]") })
    }
}
