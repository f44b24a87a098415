@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation
import Testing

@testable import ContractStubServer

/// The mock over a raw socket: what HTTP clients do not let a test send or see.
@Suite struct MockWireTests {
    @Test func keepsTheConnectionAliveAcrossRequests() throws {
        let mock = try MockFixture()
        let client = try RawClient(mock.address)
        client.send("GET /pets HTTP/1.1\r\nHost: x\r\n\r\n")
        let first = client.read(untilSeeing: "]")
        #expect(first.hasPrefix("HTTP/1.1 200 OK") && first.contains("Connection: keep-alive"))
        client.send("GET /pets/1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let second = client.readToEnd()
        #expect(second.hasPrefix("HTTP/1.1 200 OK") && second.contains("Connection: close"))
    }

    @Test func answersPipelinedRequestsInOrder() throws {
        let mock = try MockFixture()
        let client = try RawClient(mock.address)
        client.send(
            "GET /pets HTTP/1.1\r\nHost: x\r\nPrefer: code=404\r\n\r\nGET /pets/1 HTTP/1.1\r\nHost: x\r\n\r\n"
                + "GET /pets?limit=1000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        // A status line follows the previous answer's body directly (no line break after a body).
        let statuses = client.readToEnd().components(separatedBy: "HTTP/1.1 ").dropFirst().map { $0.prefix(3) }
        #expect(statuses == ["404", "200", "400"])
    }

    @Test func answersHEADWithTheLengthAndNoBody() throws {
        let mock = try MockFixture()
        let client = try RawClient(mock.address)
        client.send("HEAD /pets HTTP/1.1\r\nHost: x\r\n\r\nGET /pets HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let text = client.readToEnd()
        let answers = text.components(separatedBy: "HTTP/1.1 200 OK")
        #expect(answers.count == 3)
        let body = #"[{"id":1,"name":"Tom"}]"#
        #expect(answers[1].hasSuffix("\r\n\r\n") && answers[1].contains("Content-Length: \(body.utf8.count)\r\n"))
        #expect(answers[2].hasSuffix(body))
    }

    @Test func sendsContinueThenReadsTheBody() throws {
        let mock = try MockFixture()
        let client = try RawClient(mock.address)
        let body = #"{"id":3,"name":"Kit"}"#
        client.send(
            "POST /pets HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        )
        #expect(client.read(untilSeeing: "\r\n\r\n") == "HTTP/1.1 100 Continue\r\n\r\n")
        client.send(body)
        #expect(client.read(untilSeeing: "}").hasPrefix("HTTP/1.1 201 Created"))
    }

    @Test func readsAChunkedRequestBody() throws {
        let mock = try MockFixture()
        let client = try RawClient(mock.address)
        client.send(
            "POST /pets HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                + "8\r\n{\"id\":3,\r\nC\r\n\"name\":\"Kit\"\r\n1\r\n}\r\n0\r\n\r\n")
        #expect(client.readToEnd().hasPrefix("HTTP/1.1 201 Created"))
        #expect(mock.server.violationCount == 0)
    }

    @Test func streamsItemByItemChunked() throws {
        let mock = try MockFixture()
        let client = try RawClient(mock.address)
        client.send("GET /events HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let text = client.readToEnd()
        #expect(text.hasPrefix("HTTP/1.1 200 OK") && text.contains("Transfer-Encoding: chunked"))
        #expect(text.hasSuffix("\r\n0\r\n\r\n"))
        let chunks = text.components(separatedBy: "\n\r\n").count - 1  // each JSON Lines item ends its chunk with "\n"
        #expect(chunks > 1)
    }

    @Test(arguments: [
        ("GET /pets\r\n\r\n", "HTTP/1.1 400 Bad Request"),
        (
            "GET /pets HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: 40_000) + "\r\n\r\n",
            "HTTP/1.1 431 Request Header Fields Too Large"
        ),
        ("\u{16}\u{03}\u{01}\u{02}\u{00}\u{01}\u{00}\r\n\r\n", "HTTP/1.1 400 Bad Request"),
        ("GET http://[nope HTTP/1.1\r\nHost: x\r\n\r\n", "HTTP/1.1 400 Bad Request"),
    ])
    func refusesMalformedRequestsAndCloses(request: String, statusLine: String) throws {
        let mock = try MockFixture()
        let client = try RawClient(mock.address)
        client.send(request)
        let text = client.readToEnd()  // returns only because the server closed the connection
        #expect(text.hasPrefix(statusLine + "\r\n"))
        #expect(text.contains("Connection: close"))
        // The server is still up.
        let next = try RawClient(mock.address)
        next.send("GET /pets HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(next.readToEnd().hasPrefix("HTTP/1.1 200 OK"))
    }

    @Test func survivesAClientGoneMidRequest() throws {
        let mock = try MockFixture()
        do {
            let client = try RawClient(mock.address)
            client.send("POST /pets HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"id\"")
        }
        let next = try RawClient(mock.address)
        next.send("GET /pets HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(next.readToEnd().hasPrefix("HTTP/1.1 200 OK"))
    }

    @Test func survivesAndLogsAClientGoneMidStream() async throws {
        let mock = try MockFixture()
        let (set, _) = try await LoopbackFetch.fetch(
            mock.url("/__contractstub/answers"), method: "POST",
            body: Data(#"{"operation": "petEvents", "answers": [{"itemDelayMilliseconds": 300}]}"#.utf8))
        #expect(set.statusCode == 200)
        do {
            let client = try RawClient(mock.address)
            client.send("GET /events HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(client.read(untilSeeing: "\n\r\n").hasPrefix("HTTP/1.1 200 OK"))  // the head and the first item
        }  // gone before the second item
        let deadline = ContinuousClock.now + .seconds(5)
        while !mock.log.withLock({ $0 }).contains(where: { $0.contains("before the answer was sent whole") }),
            ContinuousClock.now < deadline
        {
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(mock.log.withLock { $0 }.contains("cut-short: the client closed the connection before the answer was sent whole\n"))
        let next = try RawClient(mock.address)
        next.send("GET /pets HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        #expect(next.readToEnd().hasPrefix("HTTP/1.1 200 OK"))
    }
}
