import Foundation
import Testing

@testable import ContractStubServer

/// The HTTP/1.1 parser alone, fed well-formed and hostile bytes.
@Suite struct HTTPRequestParserTests {
    /// Every request `text` completes, in order, and the error that ended it, if any.
    private static func parse(_ text: String, limits: HTTPLimits = HTTPLimits(), pieceSize: Int = .max) -> (
        requests: [HTTPServerRequest], continues: Int, error: HTTPParseError?
    ) {
        var parser = HTTPRequestParser(limits: limits)
        var requests: [HTTPServerRequest] = []
        var continues = 0
        let bytes = Array(text.utf8)
        var offset = 0
        while true {
            switch parser.next() {
            case .failure(let error): return (requests, continues, error)
            case .success(.request(let request)): requests.append(request)
            case .success(.expectsContinue): continues += 1
            case .success(.needsMoreBytes):
                guard offset < bytes.count else { return (requests, continues, nil) }
                let end = min(bytes.count, offset + pieceSize)
                parser.append(Array(bytes[offset..<end]))
                offset = end
            }
        }
    }

    @Test(arguments: [1, 3, 1_000])
    func readsARequestInAnyPieces(pieceSize: Int) throws {
        let result = Self.parse("POST /pets?x=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nX-A:  b \r\n\r\nhello", pieceSize: pieceSize)
        let request = try #require(result.requests.first)
        #expect(result.requests.count == 1 && result.error == nil)
        #expect(request.head.method == "POST" && request.head.target == "/pets?x=1" && request.head.minorVersion == 1)
        #expect(request.head.headers["x-a"] == "b")
        #expect(String(decoding: request.body, as: UTF8.self) == "hello")
        #expect(request.head.keepsAlive)
    }

    @Test func readsPipelinedRequestsInOrder() {
        let text =
            "GET /a HTTP/1.1\r\nHost: a\r\n\r\nPOST /b HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nhiHEAD /c HTTP/1.1\r\nHost: a\r\n\r\n"
        let result = Self.parse(text)
        #expect(result.requests.map(\.head.target) == ["/a", "/b", "/c"])
        #expect(result.requests[1].body == Array("hi".utf8))
        #expect(result.requests[2].head.isHead)
    }

    @Test(arguments: [1, 7, 1_000])
    func readsAChunkedBodyWithExtensionsAndTrailers(pieceSize: Int) {
        let text =
            "POST /u HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\nA\r\n, world!!!\r\n0\r\nX-Trailer: t\r\n\r\nGET /next HTTP/1.1\r\nHost: a\r\n\r\n"
        let result = Self.parse(text, pieceSize: pieceSize)
        #expect(result.error == nil)
        #expect(result.requests.map(\.head.target) == ["/u", "/next"])
        #expect(String(decoding: result.requests.first?.body ?? [], as: UTF8.self) == "hello, world!!!")
    }

    @Test func announcesExpectContinueOnceBeforeTheBody() {
        var parser = HTTPRequestParser()
        parser.append(Array("PUT /x HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\n".utf8))
        guard case .success(.expectsContinue(let head)) = parser.next() else {
            Issue.record("no 100-continue step")
            return
        }
        #expect(head.target == "/x")
        #expect(parser.next() == .success(.needsMoreBytes))
        parser.append(Array("abc".utf8))
        guard case .success(.request(let request)) = parser.next() else {
            Issue.record("no request")
            return
        }
        #expect(request.body == Array("abc".utf8))
    }

    @Test func honoursConnectionOptions() {
        let result = Self.parse(
            "GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\nGET / HTTP/1.0\r\n\r\nGET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")
        #expect(result.requests.map(\.head.keepsAlive) == [false, false, true])
    }

    @Test(arguments: [
        ("GARBAGE\r\n\r\n", 400),
        ("GET /\r\n\r\n", 400),
        ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("G(T / HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", 505),
        ("GET / HTTQ/1.1\r\nHost: a\r\n\r\n", 400),
        ("GET /a\u{01}b HTTP/1.1\r\nHost: a\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nBad Name: x\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nNoColon\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: a\r\n folded\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: a\r\nX: a\rb\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: +1\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n-5\r\n", 400),
        ("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n", 400),
    ])
    func refusesMalformedInput(text: String, status: Int) {
        let result = Self.parse(text)
        #expect(result.requests.isEmpty)
        #expect(result.error?.status == status, "\(text.debugDescription)")
    }

    @Test func limitsTheHead() {
        let limits = HTTPLimits(requestLine: 64, headerBytes: 256, headerCount: 4, body: 16)
        let longLine = "GET /" + String(repeating: "a", count: 100) + " HTTP/1.1\r\nHost: a\r\n\r\n"
        #expect(Self.parse(longLine, limits: limits).error?.status == 414)
        #expect(Self.parse("GET /" + String(repeating: "a", count: 100), limits: limits).error?.status == 414)
        let manyFields = "GET / HTTP/1.1\r\nHost: a\r\n" + (1...5).map { "X-\($0): v\r\n" }.joined() + "\r\n"
        #expect(Self.parse(manyFields, limits: limits).error?.status == 431)
        let bigField = "GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "v", count: 300) + "\r\n\r\n"
        #expect(Self.parse(bigField, limits: limits).error?.status == 431)
        // A head that never ends is refused once it passes the limit, without waiting for its blank line.
        let endless = "GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "v", count: 300)
        #expect(Self.parse(endless, limits: limits).error?.status == 431)
    }

    @Test func limitsTheBody() {
        let limits = HTTPLimits(requestLine: 64, headerBytes: 256, headerCount: 4, body: 16)
        #expect(Self.parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 17\r\n\r\n", limits: limits).error?.status == 413)
        let chunked =
            "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n" + String(repeating: "x", count: 16) + "\r\n1\r\n"
        #expect(Self.parse(chunked, limits: limits).error?.status == 413)
        #expect(
            Self.parse("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 16\r\n\r\n" + String(repeating: "x", count: 16), limits: limits)
                .requests.count == 1)
    }

    @Test func survivesRandomBytes() {
        var generator = SeededGenerator(seed: 36)
        for _ in 0..<300 {
            var parser = HTTPRequestParser(limits: HTTPLimits(requestLine: 256, headerBytes: 1024, headerCount: 16, body: 1024))
            let prefix = Array(
                ["GET / HTTP/1.1\r\nHost: a\r\n", "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n", ""].randomElement(
                    using: &generator)!.utf8)
            let noise = (0..<Int.random(in: 0..<2_000, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            parser.append(prefix + noise)
            var steps = 0
            loop: while steps < 100 {
                steps += 1
                switch parser.next() {
                case .failure, .success(.needsMoreBytes): break loop
                case .success: continue
                }
            }
            #expect(steps < 100)
        }
    }

    @Test func ignoresEmptyLinesBeforeARequest() {
        #expect(Self.parse("\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n").requests.count == 1)
    }
}
