#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few socket calls whose spelling differs between Glibc and Darwin, each difference named; every other call
/// (`bind`, `listen`, `accept`, `recv`, `poll`, `shutdown`, `close`) is written the same on both and used directly.
enum SystemSockets {
    /// `SOCK_STREAM`: a plain `Int32` macro on Darwin, a `__socket_type` enum case on Glibc (and Musl).
    static var streamType: Int32 {
        #if canImport(Darwin)
        return SOCK_STREAM
        #else
        return Int32(SOCK_STREAM.rawValue)
        #endif
    }

    /// Sends without raising `SIGPIPE` when the peer has gone: Glibc has the `MSG_NOSIGNAL` flag per call; Darwin has
    /// no such flag, so ``preventSIGPIPE(_:)`` sets `SO_NOSIGPIPE` on the socket once and this sends with no flags.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        #if canImport(Darwin)
        return Darwin.send(descriptor, bytes.baseAddress, bytes.count, 0)
        #elseif canImport(Musl)
        return Musl.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #else
        return Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        #endif
    }

    /// Darwin: sets `SO_NOSIGPIPE`, its per-socket replacement for `MSG_NOSIGNAL`. Glibc: nothing to do.
    static func preventSIGPIPE(_ descriptor: Int32) {
        #if canImport(Darwin)
        setOption(descriptor, SOL_SOCKET, SO_NOSIGPIPE, 1)
        #endif
    }

    /// `setsockopt` with an `Int32` value, the same call on both.
    @discardableResult
    static func setOption(_ descriptor: Int32, _ level: Int32, _ name: Int32, _ value: Int32) -> Bool {
        var value = value
        return setsockopt(descriptor, level, name, &value, socklen_t(MemoryLayout<Int32>.size)) == 0
    }

    /// Makes a blocked `recv` give up after `milliseconds` (`SO_RCVTIMEO`); `timeval`'s microseconds are
    /// `suseconds_t` on both, `Int` on Glibc and `Int32` on Darwin.
    static func setReceiveTimeout(_ descriptor: Int32, milliseconds: Int) {
        var interval = timeval(tv_sec: milliseconds / 1000, tv_usec: suseconds_t(milliseconds % 1000 * 1000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &interval, socklen_t(MemoryLayout<timeval>.size))
    }

    /// `accept(2)` without the peer's address, under a name types with an `accept` method can call.
    static func acceptConnection(_ descriptor: Int32) -> Int32 {
        accept(descriptor, nil, nil)
    }

    /// `close(2)`, under a name types with a `close` method can call.
    static func closeSocket(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// `shutdown(2)` of both directions, under a name types with a `shutdown` method can call.
    static func shutdownSocket(_ descriptor: Int32) -> Int32 {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// The text of the current `errno`.
    static var lastError: String { String(cString: strerror(errno)) }
}
