#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket bound to an address and listening. ``accept(waitingAtMost:)`` waits with `poll(2)` for a bounded
/// time, so the thread accepting can notice that the server is stopping without any platform-specific wake-up.
final class ListeningSocket: Sendable {
    /// The descriptor.
    let descriptor: Int32
    /// The address asked for, with the port actually bound (the system's choice for port 0).
    let address: SocketAddress

    /// Binds `address` (with `SO_REUSEADDR`; an IPv6 address listens for IPv6 only) and listens.
    /// - Throws: ``SocketError`` naming the call that failed.
    init(_ address: SocketAddress, backlog: Int32 = 128) throws(SocketError) {
        let descriptor = socket(address.family, SystemSockets.streamType, 0)
        guard descriptor >= 0 else { throw SocketError(description: "socket: \(SystemSockets.lastError)") }
        SystemSockets.setOption(descriptor, SOL_SOCKET, SO_REUSEADDR, 1)
        if address.family == AF_INET6 { SystemSockets.setOption(descriptor, Int32(IPPROTO_IPV6), IPV6_V6ONLY, 1) }
        let bound = address.withSockaddr { bind(descriptor, $0, $1) }
        guard bound == 0, listen(descriptor, backlog) == 0 else {
            let reason = SystemSockets.lastError
            SystemSockets.closeSocket(descriptor)
            throw SocketError(description: "bind \(address.urlHost):\(address.port): \(reason)")
        }
        guard let port = SocketAddress.boundPort(of: descriptor) else {
            SystemSockets.closeSocket(descriptor)
            throw SocketError(description: "getsockname: \(SystemSockets.lastError)")
        }
        self.descriptor = descriptor
        self.address = address.with(port: port)
    }

    /// The next connection, or `nil` when none arrived within `milliseconds` (or `accept` failed, e.g. the client
    /// hung up first).
    func accept(waitingAtMost milliseconds: Int32) -> SocketConnection? {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, milliseconds) > 0 else { return nil }
        let connection = SystemSockets.acceptConnection(descriptor)
        return connection >= 0 ? SocketConnection(descriptor: connection) : nil
    }

    /// Closes the socket; later connections are refused.
    func close() {
        SystemSockets.closeSocket(descriptor)
    }
}
