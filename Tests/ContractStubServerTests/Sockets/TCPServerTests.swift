import Foundation
import Testing

@testable import ContractStubServer

/// The socket layer alone, without HTTP: an echo server on IPv4 and IPv6 loopback.
@Suite struct TCPServerTests {
    /// Echoes every read back until the client closes.
    private static func echo(_ connection: SocketConnection) {
        while case .bytes(let bytes) = connection.read() { connection.write(bytes) }
    }

    @Test(arguments: ["127.0.0.1", "::1"])
    func echoesOnLoopback(host: String) throws {
        let server = try TCPServer(#require(SocketAddress(host: host, port: 0)), handler: Self.echo)
        server.start()
        defer { server.stop() }
        #expect(server.address.port != 0)
        let client = try RawClient(server.address)
        client.send("hello")
        #expect(client.read(untilSeeing: "hello") == "hello")
        client.send(" again")
        #expect(client.read(untilSeeing: "again") == " again")
    }

    @Test func servesConnectionsConcurrently() throws {
        let server = try TCPServer(#require(SocketAddress(host: "127.0.0.1", port: 0)), handler: Self.echo)
        server.start()
        defer { server.stop() }
        // Both stay open at once: a server serving one connection at a time would never answer the second.
        let first = try RawClient(server.address)
        let second = try RawClient(server.address)
        second.send("two")
        #expect(second.read(untilSeeing: "two") == "two")
        first.send("one")
        #expect(first.read(untilSeeing: "one") == "one")
    }

    @Test func stopEndsOpenConnectionsAndRefusesNewOnes() throws {
        let server = try TCPServer(#require(SocketAddress(host: "127.0.0.1", port: 0)), handler: Self.echo)
        server.start()
        let client = try RawClient(server.address)
        client.send("x")
        #expect(client.read(untilSeeing: "x") == "x")
        server.stop()  // returns only once the echo handler, blocked in a read, has returned
        #expect(client.readToEnd() == "")
        #expect(throws: SocketError.self) { try RawClient(server.address) }
    }

    @Test func reportsAnAddressInUse() throws {
        let server = try TCPServer(#require(SocketAddress(host: "127.0.0.1", port: 0)), handler: Self.echo)
        let taken = server.address
        #expect(throws: SocketError.self) { try TCPServer(taken, handler: Self.echo) }
        // Stopped without ever starting, it still gives the port back.
        server.stop()
        let again = try TCPServer(taken, handler: Self.echo)
        again.stop()
    }

    @Test func parsesAddresses() {
        #expect(SocketAddress(host: "localhost", port: 1)?.urlHost == "127.0.0.1")
        #expect(SocketAddress(host: "[::1]", port: 1)?.urlHost == "[::1]")
        #expect(SocketAddress(host: "example.com", port: 1) == nil)
        #expect(SocketAddress(host: "127.0.0.1", port: 9)?.with(port: 10).port == 10)
    }
}
