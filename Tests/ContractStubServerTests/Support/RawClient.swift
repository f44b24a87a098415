import Foundation

@testable import ContractStubServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A bare TCP client for tests: sends exactly the bytes given and reads what comes back, so tests can send what no
/// HTTP client would (pipelined requests, malformed lines).
final class RawClient {
    let connection: SocketConnection

    /// Connects to `address` (IPv4 or IPv6).
    init(_ address: SocketAddress) throws {
        let descriptor = socket(address.family, SystemSockets.streamType, 0)
        guard descriptor >= 0 else { throw SocketError(description: "socket: \(SystemSockets.lastError)") }
        let connected = address.withSockaddr { connect(descriptor, $0, $1) }
        guard connected == 0 else {
            SystemSockets.closeSocket(descriptor)
            throw SocketError(description: "connect: \(SystemSockets.lastError)")
        }
        connection = SocketConnection(descriptor: descriptor)
        connection.setReadTimeout(.seconds(5))
    }

    deinit { connection.close() }

    func send(_ text: String) {
        connection.write(Array(text.utf8))
    }

    /// Everything received until the server closes the connection (or 5 s pass without data).
    func readToEnd() -> String {
        var received: [UInt8] = []
        while case .bytes(let bytes) = connection.read() { received += bytes }
        return String(decoding: received, as: UTF8.self)
    }

    /// What is received until `text` has appeared `count` times in it (or the connection ends).
    func read(untilSeeing text: String, times count: Int = 1) -> String {
        var received = ""
        while received.components(separatedBy: text).count - 1 < count {
            guard case .bytes(let bytes) = connection.read() else { break }
            received += String(decoding: bytes, as: UTF8.self)
        }
        return received
    }
}
