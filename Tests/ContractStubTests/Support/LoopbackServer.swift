import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1, inside the test process, so live and record modes can be tested without
/// the internet. One request per connection (`Connection: close`); requests are bounded (64 KB of head, 1 MB of
/// body) and a connection that sends nothing for 5 s is dropped. Every request is kept for assertions.
final class LoopbackServer: @unchecked Sendable {
    /// A request as the server read it.
    struct Request: Sendable {
        let method: String
        /// The request target: path and query.
        let target: String
        /// Header fields with lowercased names.
        let headers: [String: String]
        let body: Data
    }

    /// What the server answers.
    struct Response: Sendable {
        var status: Int
        var headers: [(String, String)]
        var body: Data

        /// A JSON answer.
        static func json(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> Response {
            Response(status: status, headers: [("Content-Type", "application/json")] + headers, body: Data(text.utf8))
        }
    }

    /// The port the server listens on.
    let port: UInt16
    /// The listening socket (closed by the accepting thread once stopped).
    private let listener: Int32
    private let handler: @Sendable (Request) -> Response
    private let lock = NSLock()
    private var requests: [Request] = []
    /// Whether ``stop()`` has been called (under `lock`).
    private var stopping = false
    /// Signalled by the accepting thread once it has closed the listener.
    private let stopped = DispatchSemaphore(value: 0)

    /// `http://127.0.0.1:<port>`.
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// Every request received so far, in the order they were read.
    var received: [Request] {
        lock.lock()
        defer { lock.unlock() }
        return requests
    }

    /// Starts a server that answers every request with `handler`.
    init(handler: @escaping @Sendable (Request) -> Response) throws {
        self.handler = handler
        #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw Failure("socket: \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw Failure("bind/listen: \(String(cString: strerror(errno)))")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = UInt16(bigEndian: address.sin_port)
        // The accepting thread holds the server until `stop()`: a server is never freed while it listens.
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Stops accepting connections: returns once the listener is closed (a second call returns at once).
    ///
    /// Only the accepting thread closes the listener, once: a descriptor closed twice, or used after it was closed,
    /// reaches whichever socket the system has since given its number to (a `URLSession` connection of a test running
    /// beside this one), which then fails with "select/poll returned error".
    func stop() {
        lock.lock()
        let first = !stopping
        stopping = true
        lock.unlock()
        if first { stopped.wait() }
    }

    private var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    /// Accepts until ``stop()``, looking for it every 100 ms (a server a test leaves running costs ten wake-ups a
    /// second; `shutdown(2)` would wake a blocked `accept` on Linux, not on Darwin), then closes the listener.
    private func acceptLoop() {
        defer {
            close(listener)
            stopped.signal()
        }
        while !isStopping {
            var ready = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            #if canImport(Darwin)
            // Darwin has no MSG_NOSIGNAL: a client that hung up must not kill the test process with SIGPIPE.
            var one: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
            #endif
            // A thread per connection, not a Dispatch queue: `serve` blocks in `recv`, and blocking work on Dispatch's
            // pool can starve it on Linux (a CI run on Swift 6.0.3 saw a live-mode request time out with 8 in flight).
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let request = read(connection) else { return }
        lock.lock()
        requests.append(request)
        lock.unlock()
        let response = handler(request)
        var head = "HTTP/1.1 \(response.status) Status\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        send(Data(head.utf8) + response.body, to: connection)
    }

    /// Reads one request: the head up to the blank line, then `Content-Length` bytes of body.
    private func read(_ connection: Int32) -> Request? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 16_384)
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard buffer.count < 65_536 else { return nil }
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            headEnd = buffer.range(of: separator)
        }
        guard let headEnd, let head = String(data: buffer[..<headEnd.lowerBound], encoding: .utf8) else { return nil }
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        if headers["expect"]?.lowercased() == "100-continue" { send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: connection) }
        let length = min(Int(headers["content-length"] ?? "0") ?? 0, 1_048_576)
        var body = Data(buffer[headEnd.upperBound...])
        while body.count < length {
            let count = recv(connection, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            body.append(contentsOf: chunk[0..<count])
        }
        return Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body.prefix(length))
    }

    private func send(_ data: Data, to connection: Int32) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Darwin)
                let written = Darwin.send(connection, bytes.baseAddress! + offset, bytes.count - offset, 0)
                #else
                let written = Glibc.send(connection, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                #endif
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// A server that could not start.
    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
