#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted TCP connection, read and written by one thread at a time (its connection handler); ``shutdown()``
/// may be called from any thread to wake a blocked read when the server stops.
final class SocketConnection: Sendable {
    /// The descriptor.
    let descriptor: Int32

    /// Takes ownership of the connected socket `descriptor`.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        SystemSockets.preventSIGPIPE(descriptor)
        SystemSockets.setOption(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
    }

    /// Makes a read give up after `seconds` without data (an idle or slow client).
    func setReadTimeout(seconds: Int) {
        SystemSockets.setReceiveTimeout(descriptor, seconds: seconds)
    }

    /// Up to `maximum` bytes as they arrive; empty when the peer closed the connection, the read timed out or failed.
    func read(upTo maximum: Int = 16_384) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0, errno == EINTR { continue }
            return count > 0 ? Array(buffer[..<count]) : []
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

    /// Ends both directions, waking a read blocked on this connection on another thread.
    func shutdown() {
        _ = SystemSockets.shutdownSocket(descriptor)
    }

    /// Closes the descriptor; call once, after the last read or write.
    func close() {
        SystemSockets.closeSocket(descriptor)
    }
}
