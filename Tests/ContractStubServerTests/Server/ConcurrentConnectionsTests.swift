import Foundation
import Testing

@testable import ContractStubServer

/// Many clients at once on loopback: every connection held open (keep-alive) and answered, twice.
@Suite struct ConcurrentConnectionsTests {
    static let clients = 1_000

    // Bounded by the elapsed-time expectation below and each read's 5 s timeout, not a `.timeLimit` trait: that counts
    // the wall time a synchronous test waits for a thread of the test pool too, which a full `swift test` on 2 cores
    // can make exceed a minute for a test whose own work took 5 s.
    @Test func servesAThousandKeepAliveConnectionsAtOnce() throws {
        let mock = try MockFixture()
        let start = ContinuousClock.now
        let connections = try (0..<Self.clients).map { _ in try RawClient(mock.address) }
        let body = #"[{"id":1,"name":"Tom"}]"#
        for round in 1...2 {
            for client in connections { client.send("GET /pets HTTP/1.1\r\nHost: x\r\n\r\n") }
            var answered = 0
            for client in connections {
                let text = client.read(untilSeeing: body)
                if text.hasPrefix("HTTP/1.1 200 OK"), text.contains("Connection: keep-alive"), text.hasSuffix(body) { answered += 1 }
            }
            #expect(answered == Self.clients, "round \(round)")
        }
        let elapsed = start.duration(to: .now)
        #expect(elapsed < .seconds(30), "\(Self.clients) connections took \(elapsed)")
        #expect(mock.server.violationCount == 0)
        print("\(Self.clients) keep-alive connections, 2 requests each: \(elapsed)")
    }
}
