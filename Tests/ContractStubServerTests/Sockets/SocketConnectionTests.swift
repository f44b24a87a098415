import Foundation
import Testing

@testable import ContractStubServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A connection's descriptor after `close()`: its number belongs to whoever the system gives it to next, so nothing
/// the connection does later may touch it (a server stopping shuts down connections whose handlers may just have closed
/// them).
@Suite struct SocketConnectionTests {
    /// A connected pair of stream sockets.
    private static func pair() throws -> (Int32, Int32) {
        var descriptors: [Int32] = [-1, -1]
        #if canImport(Darwin)
        let kind = SOCK_STREAM
        #else
        let kind = Int32(SOCK_STREAM.rawValue)
        #endif
        try #require(socketpair(AF_UNIX, kind, 0, &descriptors) == 0)
        return (descriptors[0], descriptors[1])
    }

    /// Whether `descriptor` is an open socket that has not been shut down: with nothing sent to it, it is neither
    /// readable nor hung up (asked without writing, so a shut-down socket cannot raise `SIGPIPE`).
    private static func isOpenAndQuiet(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return fcntl(descriptor, F_GETFD) != -1 && poll(&entry, 1, 0) == 0
    }

    /// The highest descriptor number the process may open: the system hands out the lowest free number, so no other
    /// test running beside this one takes it unless the process is out of descriptors.
    private static func highestNumber() throws -> Int32 {
        let limit = sysconf(Int32(_SC_OPEN_MAX))  // the soft limit of open descriptors, on Glibc and Darwin alike
        try #require(limit > 0)
        return Int32(min(limit, 65_536) - 1)
    }

    @Test func shutdownAfterCloseLeavesTheNextOwnerOfTheNumberAlone() throws {
        let number = try Self.highestNumber()
        try #require(fcntl(number, F_GETFD) == -1, "descriptor \(number) is in use")
        let (accepted, peer) = try Self.pair()
        defer { close(peer) }
        try #require(dup2(accepted, number) == number)
        close(accepted)
        let connection = SocketConnection(descriptor: number)
        connection.close()
        // Another socket now has the closed number, as the next socket the system opens with it would.
        let (other, otherPeer) = try Self.pair()
        defer { close(otherPeer) }
        try #require(dup2(other, number) == number)
        close(other)
        defer { close(number) }

        connection.shutdown()
        connection.close()
        #expect(Self.isOpenAndQuiet(number), "the new owner's socket was shut down or closed")
    }

    @Test func shutdownBeforeCloseWakesTheReader() throws {
        let (accepted, peer) = try Self.pair()
        defer { close(peer) }
        let connection = SocketConnection(descriptor: accepted)
        defer { connection.close() }
        #expect(Self.isOpenAndQuiet(accepted))
        connection.shutdown()
        #expect(!Self.isOpenAndQuiet(accepted))
        #expect(connection.read() == .closed)
    }
}
