@_spi(ContractStubSpecialized) import ContractStubSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted TCP connection, read and written by one thread at a time (its connection handler); ``shutdown()``
/// may be called from any thread to wake a blocked read when the server stops.
///
/// Once ``close()`` has run, ``shutdown()`` does nothing: the system gives a closed descriptor's number to the next
/// socket or file opened anywhere in the process (a `URLSession` connection, another server's listener), and a late
/// `shutdown(2)` of that number would end someone else's connection.
final class SocketConnection: Sendable {
    /// The descriptor.
    let descriptor: Int32
    /// Whether ``close()`` has run; ``shutdown()`` and ``close()`` hold this lock while they use the descriptor.
    private let descriptorClosed = Locked(false)

    /// Takes ownership of the connected socket `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        SystemSockets.preventSIGPIPE(descriptor)
        SystemSockets.setOption(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
    }

    /// What a read got.
    enum Received: Sendable, Hashable {
        /// Bytes, as many as had arrived (never empty).
        case bytes([UInt8])
        /// The peer closed the connection, or the read failed.
        case closed
        /// Nothing arrived within the read timeout.
        case timedOut
    }

    /// Makes a read give up after `duration` without data (an idle or slow client); at least a millisecond.
    func setReadTimeout(_ duration: Duration) {
        SystemSockets.setReceiveTimeout(descriptor, milliseconds: max(1, Int(duration / .milliseconds(1))))
    }

    /// Up to `maximum` bytes as they arrive, or why none did.
    func read(upTo maximum: Int = 16_384) -> Received {
        var buffer = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { return .bytes(Array(buffer[..<count])) }
            if count < 0, errno == EINTR { continue }
            // SO_RCVTIMEO expiring: EAGAIN, which is EWOULDBLOCK on both Glibc and Darwin.
            return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .timedOut : .closed
        }
    }

    /// Writes all of `bytes`; `false` when the peer has gone.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { SystemSockets.send(descriptor, UnsafeRawBufferPointer(rebasing: $0[offset...])) }
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Whether the peer has closed the connection (or it was shut down), seen without waiting and without consuming a
    /// byte: a streamed answer asks this while it waits for its next piece, so that a client gone between two pieces is
    /// noticed before the next write. Bytes of a next request waiting to be read mean the peer is still there.
    var isClosed: Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return false }
        var byte: UInt8 = 0
        // Readable: a peeked byte is a request waiting; 0 is the peer's end of stream; an error is a broken connection.
        let count = recv(descriptor, &byte, 1, Int32(MSG_PEEK))
        return count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN && errno != EWOULDBLOCK)
    }

    /// Ends both directions, waking a read blocked on this connection on another thread; nothing once closed.
    func shutdown() {
        descriptorClosed.withLock { closed in
            if !closed { _ = SystemSockets.shutdownSocket(descriptor) }
        }
    }

    /// Closes the descriptor (once; later calls do nothing); call after the last read or write.
    func close() {
        descriptorClosed.withLock { closed in
            if !closed { SystemSockets.closeSocket(descriptor) }
            closed = true
        }
    }
}
