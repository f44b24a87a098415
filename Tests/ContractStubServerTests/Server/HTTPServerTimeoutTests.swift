@_spi(ContractStubSpecialized) import ContractStubSyntax
import Dispatch
import Foundation
import Testing

@testable import ContractStubServer

/// Slow and idle clients: a request that does not arrive whole in time gets `408` and its connection closed; an idle
/// connection is closed quietly. Short timeouts, so the tests take a second or so.
@Suite struct HTTPServerTimeoutTests {
    static let timeouts = HTTPTimeouts(idle: .milliseconds(600), request: .milliseconds(300))

    @Test func answersAPartialHeadWith408AndCloses() throws {
        let mock = try MockFixture(timeouts: Self.timeouts)
        let client = try RawClient(mock.address)
        let start = ContinuousClock.now
        client.send("GET /pets HTTP/1.1\r\nHost: x\r\n")  // no blank line: the head never ends
        let text = client.readToEnd()  // returns only because the server closed the connection
        let waited = start.duration(to: .now)
        #expect(text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n") && text.contains("Connection: close"))
        #expect(waited >= .milliseconds(300) && waited < .seconds(4))
        #expect(mock.log.withLock { $0 }.contains { $0.hasPrefix("refused → 408: the request did not arrive whole within") })
    }

    @Test func countsFromTheFirstByteSoATrickleTimesOutToo() throws {
        let mock = try MockFixture(timeouts: Self.timeouts)
        let client = try RawClient(mock.address)
        let connection = client.connection
        let stop = Locked(false)
        let trickled = DispatchSemaphore(value: 0)
        // One byte every 50 ms: each read gets something well within the timeout, the request never completes.
        let trickle = Thread {
            defer { trickled.signal() }
            for byte in Array("GET /pets HTTP/1.1\r\nHost: x\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 200) {
                if stop.withLock({ $0 }) || !connection.write([byte]) { return }
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        trickle.start()
        let start = ContinuousClock.now
        let text = client.readToEnd()
        #expect(text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
        #expect(start.duration(to: .now) < .seconds(4))
        // The writer ends before the client closes its descriptor: a write after the close would reach whichever socket
        // the system has given the number to since (another test's).
        stop.withLock { $0 = true }
        trickled.wait()
        withExtendedLifetime(client) {}
    }

    @Test func closesAnIdleConnectionQuietly() throws {
        let mock = try MockFixture(timeouts: Self.timeouts)
        let client = try RawClient(mock.address)
        // Taken before sending: the server may answer and start waiting before this thread runs again.
        let start = ContinuousClock.now
        client.send("GET /pets HTTP/1.1\r\nHost: x\r\n\r\n")
        let text = client.readToEnd()  // the answer, then nothing until the idle timeout closes the connection
        #expect(text.hasPrefix("HTTP/1.1 200 OK") && !text.contains("408"))
        #expect(start.duration(to: .now) >= .milliseconds(600))
        #expect(!mock.log.withLock { $0 }.contains { $0.contains("408") })
    }

    @Test func aRequestInTimeIsAnswered() throws {
        let mock = try MockFixture(timeouts: Self.timeouts)
        let client = try RawClient(mock.address)
        client.send("GET /pets HTTP/1.1\r\n")
        Thread.sleep(forTimeInterval: 0.1)
        client.send("Host: x\r\nConnection: close\r\n\r\n")
        #expect(client.readToEnd().hasPrefix("HTTP/1.1 200 OK"))
    }
}
