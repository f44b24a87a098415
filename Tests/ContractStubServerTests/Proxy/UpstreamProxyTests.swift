@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation
import Testing

@testable import ContractStubServer

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Proxy mode (`--upstream`): requests that pass the contract's check go on to a real server, whose answers are checked
/// and recorded; answers set through the control API come first; no answer is a 502.
@Suite struct UpstreamProxyTests {
    /// A stand-in for the real server: answers every request with `answer` and keeps the request targets it got.
    final class FakeUpstream: Sendable {
        let server: HTTPServer
        let targets = Locked([String]())

        init(_ answer: HTTPResponse) throws {
            let targets = self.targets
            server = try HTTPServer(#require(SocketAddress(host: "127.0.0.1", port: 0))) { request in
                targets.withLock { $0.append("\(request.head.method) \(request.head.target)") }
                return HTTPAnswer(answer)
            }
            server.start()
        }

        deinit { server.stop() }

        /// Its URL with the path prefix `prefix`.
        func url(_ prefix: String = "") -> URL { URL(string: "http://127.0.0.1:\(server.address.port)\(prefix)")! }
    }

    static let wrongPets = HTTPResponse(
        status: 200, headers: ["Content-Type": "application/json", "X-Upstream": "yes"], body: Data(#"[{"id":"x","name":"Tom"}]"#.utf8))

    @Test func sendsARequestOnAndChecksAndRecordsTheRealAnswer() async throws {
        let upstream = try FakeUpstream(Self.wrongPets)
        let mock = try MockFixture(recording: "traffic.jsonl", upstream: upstream.url("/api"))
        let (response, body) = try await LoopbackFetch.fetch(mock.url("/pets?limit=2"))
        #expect(response.statusCode == 200 && response.value(forHTTPHeaderField: "X-Upstream") == "yes")
        #expect(String(decoding: body, as: UTF8.self) == #"[{"id":"x","name":"Tom"}]"#)
        #expect(upstream.targets.withLock { $0 } == ["GET /api/pets?limit=2"])
        // The real answer breaks the contract ('id' is an integer): a violation, logged and listed.
        #expect(mock.server.violationCount == 1)
        #expect(
            mock.log.withLock { $0 }.contains {
                $0.hasPrefix("GET /pets?limit=2 → 200 listPets\n  error: ") && $0.contains("[schema.type]")
            })
        mock.server.stop()
        let recorded = try String(contentsOf: mock.directory.appendingPathComponent("traffic.jsonl"), encoding: .utf8)
        #expect(recorded.contains(#"\"id\":\"x\""#) || recorded.contains(#""id":"x""#))
    }

    @Test func refusesARequestThatBreaksTheContractWithoutSendingItOn() async throws {
        let upstream = try FakeUpstream(Self.wrongPets)
        let mock = try MockFixture(upstream: upstream.url())
        let (response, _) = try await LoopbackFetch.fetch(mock.url("/pets?limit=1000"))
        #expect(response.statusCode == 400)
        #expect(upstream.targets.withLock { $0 }.isEmpty)
    }

    @Test func usesAnAnswerSetThroughTheControlAPIFirst() async throws {
        let upstream = try FakeUpstream(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data("[]".utf8)))
        let mock = try MockFixture(upstream: upstream.url())
        let (set, _) = try await LoopbackFetch.fetch(
            mock.url("/__contractstub/answers"), method: "POST",
            body: Data(#"{"operation": "listPets", "answers": [{"status": 404}]}"#.utf8))
        #expect(set.statusCode == 200)
        #expect(try await LoopbackFetch.fetch(mock.url("/pets")).response.statusCode == 404)
        #expect(upstream.targets.withLock { $0 }.isEmpty)
        // Seen once under load on both toolchains (not 200, nothing reached the upstream): say what came back instead.
        let (after, body) = try await LoopbackFetch.fetch(mock.url("/pets"))
        #expect(
            after.statusCode == 200,
            "\(after.statusCode): \(String(decoding: body, as: UTF8.self)); log: \(mock.log.withLock { $0 })")
        #expect(upstream.targets.withLock { $0 } == ["GET /pets"])
        #expect(mock.server.violationCount == 0)
    }

    @Test func answers502WhenTheUpstreamGivesNoAnswer() async throws {
        // A port bound and released: nothing listens there.
        let gone = try HTTPServer(#require(SocketAddress(host: "127.0.0.1", port: 0))) { _ in HTTPAnswer(HTTPResponse(status: 200)) }
        let port = gone.address.port
        gone.stop()
        let mock = try MockFixture(upstream: URL(string: "http://127.0.0.1:\(port)")!)
        let (response, body) = try await LoopbackFetch.fetch(mock.url("/pets"))
        #expect(response.statusCode == 502)
        #expect(try JSONValue(decodingInstance: body)["type"] == "urn:contractstub:problem:upstream-unavailable")
        #expect(mock.log.withLock { $0 }.contains { $0.hasPrefix("GET /pets → 502 listPets\n  upstream: http://127.0.0.1:\(port)/pets") })
        #expect(mock.server.violationCount == 0)
    }

    @Test func answers502WhenTheUpstreamStopsAfterTheHead() async throws {
        // A head promising 100 bytes, then 9 of them and a closed connection.
        let cut = try TCPServer(#require(SocketAddress(host: "127.0.0.1", port: 0))) { connection in
            _ = connection.read()
            let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n[{\"id\":1,"
            _ = connection.write(Array(head.utf8))
            connection.close()
        }
        cut.start()
        defer { cut.stop() }
        let mock = try MockFixture(upstream: URL(string: "http://127.0.0.1:\(cut.address.port)")!)
        let (response, body) = try await LoopbackFetch.fetch(mock.url("/pets"))
        #expect(response.statusCode == 502)
        #expect(try JSONValue(decodingInstance: body)["type"] == "urn:contractstub:problem:upstream-unavailable")
        #expect(
            mock.log.withLock { $0 }.contains {
                $0.hasPrefix("GET /pets → 502 listPets\n  upstream: ") && $0.contains("stopped after its head")
            })
        // No violation: the truncated body is not the upstream's answer.
        #expect(mock.server.violationCount == 0)
    }

    @Test func refusesAnUpstreamThatIsNotHTTP() {
        #expect(Upstream(URL(string: "ftp://example.com")!) == nil)
        #expect(Upstream(URL(fileURLWithPath: "/tmp")) == nil)
        #expect(Upstream(URL(string: "https://api.example.com/v1")!)?.url.host == "api.example.com")
    }
}
