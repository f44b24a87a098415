#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address and port to listen on, parsed from numeric text (`127.0.0.1`, `::1`, `0.0.0.0`); host
/// names other than `localhost` are not looked up, so a server never waits on DNS.
struct SocketAddress: Sendable, Hashable {
    /// `AF_INET` or `AF_INET6`.
    let family: Int32
    /// The address in network order: 4 bytes for IPv4, 16 for IPv6.
    let bytes: [UInt8]
    /// The port (0: the system picks a free one when binding).
    private(set) var port: UInt16

    /// The address `host` (an IPv4 or IPv6 literal, brackets allowed; `localhost` means `127.0.0.1`) with `port`, or
    /// `nil` when `host` is neither.
    init?(host: String, port: UInt16) {
        var host = host == "localhost" ? "127.0.0.1" : host
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.port = port
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            family = AF_INET
            bytes = withUnsafeBytes(of: &v4) { Array($0) }
        } else if inet_pton(AF_INET6, host, &v6) == 1 {
            family = AF_INET6
            bytes = withUnsafeBytes(of: &v6) { Array($0) }
        } else {
            return nil
        }
    }

    /// The same address with another port.
    func with(port: UInt16) -> SocketAddress {
        var copy = self
        copy.port = port
        return copy
    }

    /// The host as a URL writes it: `127.0.0.1`, `[::1]`.
    var urlHost: String {
        var text = [CChar](repeating: 0, count: 64)
        bytes.withUnsafeBytes { _ = inet_ntop(family, $0.baseAddress, &text, socklen_t(text.count)) }
        let host = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return family == AF_INET6 ? "[\(host)]" : host
    }

    /// Calls `body` with the `sockaddr` form of the address and its length.
    func withSockaddr<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        if family == AF_INET {
            var storage = sockaddr_in()
            #if canImport(Darwin)
            // Darwin's `sockaddr_in` starts with a length byte, `sin_len`; Glibc's has none.
            storage.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
            #endif
            storage.sin_family = sa_family_t(AF_INET)
            storage.sin_port = port.bigEndian
            withUnsafeMutableBytes(of: &storage.sin_addr) { $0.copyBytes(from: bytes) }
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        var storage = sockaddr_in6()
        #if canImport(Darwin)
        // Likewise `sin6_len` in Darwin's `sockaddr_in6`.
        storage.sin6_len = UInt8(MemoryLayout<sockaddr_in6>.size)
        #endif
        storage.sin6_family = sa_family_t(AF_INET6)
        storage.sin6_port = port.bigEndian
        withUnsafeMutableBytes(of: &storage.sin6_addr) { $0.copyBytes(from: bytes) }
        return withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
        }
    }

    /// The port the socket `descriptor` is bound to (the one the system chose for port 0).
    static func boundPort(of descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let found = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard found == 0 else { return nil }
        let family = Int32(storage.ss_family)
        return withUnsafePointer(to: &storage) { pointer in
            if family == AF_INET6 {
                return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
            return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
    }
}
