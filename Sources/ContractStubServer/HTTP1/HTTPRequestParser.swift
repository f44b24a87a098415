/// Reads HTTP/1.1 requests (RFC 9112) from bytes as they arrive, one after another on a connection (pipelining), within
/// ``HTTPLimits``. Feed bytes with ``append(_:)`` and take what they complete with ``next()``.
///
/// Strict where leniency lets a request mean two things: bare `CR`, obsolete line folding, a space before a field's
/// colon, `Transfer-Encoding` together with `Content-Length`, differing `Content-Length`s and codings other than
/// `chunked` are refused. After an error the parser is done: the connection is answered and closed.
///
/// ```swift
/// var parser = HTTPRequestParser()
/// parser.append(Array("GET /pets HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
/// parser.next()  // .success(.request(…))
/// ```
struct HTTPRequestParser: Sendable {
    /// What the bytes so far complete.
    enum Step: Sendable, Hashable {
        /// Nothing yet; append more bytes.
        case needsMoreBytes
        /// A head asking `Expect: 100-continue` was read and its body has not started: the server answers `100 Continue`
        /// (or a final status) before the client sends it. Given once per request.
        case expectsContinue(HTTPRequestHead)
        /// A whole request.
        case request(HTTPServerRequest)
    }

    private enum State: Sendable {
        case head
        case fixedBody(HTTPRequestHead, remaining: Int)
        case chunkSize(HTTPRequestHead)
        case chunkData(HTTPRequestHead, remaining: Int)
        case chunkEnd(HTTPRequestHead)
        case trailers(HTTPRequestHead)
        case failed(HTTPParseError)
    }

    let limits: HTTPLimits
    private var buffer: [UInt8] = []
    private var start = 0
    private var state = State.head
    private var body: [UInt8] = []
    private var continueGiven = false

    /// A parser refusing what exceeds `limits`.
    init(limits: HTTPLimits = HTTPLimits()) {
        self.limits = limits
    }

    /// Whether bytes of a request not yet complete are held (a connection closing now cuts a request short).
    var isMidRequest: Bool {
        if case .head = state { return start < buffer.count }
        return true
    }

    /// Adds bytes received.
    mutating func append(_ bytes: [UInt8]) {
        if start > 0, start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 64 * 1024, start * 2 > buffer.count {
            buffer.removeSubrange(..<start)
            start = 0
        }
        buffer += bytes
    }

    /// The next step, or the error that ends the connection (the same error on every later call).
    mutating func next() -> Result<Step, HTTPParseError> {
        do throws(HTTPParseError) {
            while true {
                switch state {
                case .failed(let error):
                    return .failure(error)
                case .head:
                    guard let head = try readHead() else { return .success(.needsMoreBytes) }
                    state = try bodyState(for: head)
                    if case .head = state { return .success(.request(finish(head))) }
                    if head.expectsContinue, !continueGiven, start == buffer.count {
                        continueGiven = true
                        return .success(.expectsContinue(head))
                    }
                case .fixedBody(let head, let remaining):
                    let count = min(remaining, buffer.count - start)
                    body += buffer[start..<start + count]
                    start += count
                    guard remaining == count else {
                        state = .fixedBody(head, remaining: remaining - count)
                        return .success(.needsMoreBytes)
                    }
                    state = .head
                    return .success(.request(finish(head)))
                case .chunkSize(let head):
                    guard let line = try readLine(limit: 1024, tooLong: .malformed("chunk size line too long")) else {
                        return .success(.needsMoreBytes)
                    }
                    let size = try Self.chunkSize(line)
                    guard body.count + size <= limits.body else { throw Self.bodyTooLarge(limits) }
                    state = size == 0 ? .trailers(head) : .chunkData(head, remaining: size)
                case .chunkData(let head, let remaining):
                    let count = min(remaining, buffer.count - start)
                    body += buffer[start..<start + count]
                    start += count
                    guard remaining == count else {
                        state = .chunkData(head, remaining: remaining - count)
                        return .success(.needsMoreBytes)
                    }
                    state = .chunkEnd(head)
                case .chunkEnd(let head):
                    guard let line = try readLine(limit: 2, tooLong: .malformed("chunk data longer than its size")) else {
                        return .success(.needsMoreBytes)
                    }
                    guard line.isEmpty else { throw .malformed("chunk data longer than its size") }
                    state = .chunkSize(head)
                case .trailers(let head):
                    guard let line = try readLine(limit: limits.headerBytes, tooLong: Self.headersTooLarge) else {
                        return .success(.needsMoreBytes)
                    }
                    // Trailer fields are read and dropped: nothing in a contract describes them.
                    guard line.isEmpty else { continue }
                    state = .head
                    return .success(.request(finish(head)))
                }
            }
        } catch {
            state = .failed(error)
            return .failure(error)
        }
    }

    /// The request of `head` and the body read, readying the parser for the next request.
    private mutating func finish(_ head: HTTPRequestHead) -> HTTPServerRequest {
        defer {
            body = []
            continueGiven = false
        }
        return HTTPServerRequest(head: head, body: body)
    }

    // MARK: Head

    /// The head, once its blank line has arrived; `nil` before.
    private mutating func readHead() throws(HTTPParseError) -> HTTPRequestHead? {
        // Empty lines before a request line are ignored (RFC 9112 §2.2).
        while buffer.count - start >= 2, buffer[start] == 13, buffer[start + 1] == 10 { start += 2 }
        while start < buffer.count, buffer[start] == 10 { start += 1 }
        guard let end = headEnd() else {
            let held = buffer.count - start
            if buffer[start...].firstIndex(of: 10) == nil, held > limits.requestLine {
                throw HTTPParseError(status: 414, reason: "request line longer than \(limits.requestLine) bytes")
            }
            if held > limits.headerBytes { throw Self.headersTooLarge }
            return nil
        }
        guard end - start <= limits.headerBytes else { throw Self.headersTooLarge }
        let lines = try Self.lines(buffer[start..<end])
        start = end
        guard let requestLine = lines.first else { throw .malformed("empty request") }
        guard requestLine.count <= limits.requestLine else {
            throw HTTPParseError(status: 414, reason: "request line longer than \(limits.requestLine) bytes")
        }
        var head = try Self.requestLine(requestLine)
        guard lines.count - 1 <= limits.headerCount else {
            throw HTTPParseError(status: 431, reason: "more than \(limits.headerCount) header fields")
        }
        for line in lines.dropFirst() { try Self.addField(line, to: &head.headers) }
        if head.minorVersion >= 1, head.headers.values(for: "Host").count != 1 {
            throw .malformed("an HTTP/1.1 request needs exactly one Host field")
        }
        return head
    }

    /// The index just past the blank line ending the head, if it has arrived.
    private func headEnd() -> Int? {
        var index = start
        while let newline = buffer[index...].firstIndex(of: 10) {
            let next = newline + 1
            if next < buffer.count, buffer[next] == 10 { return next + 1 }
            if next + 1 < buffer.count, buffer[next] == 13, buffer[next + 1] == 10 { return next + 2 }
            if next + 1 >= buffer.count { return nil }
            index = next
        }
        return nil
    }

    /// The lines of a head (its final blank line excluded), each without `CRLF` (or a lone `LF`).
    private static func lines(_ bytes: ArraySlice<UInt8>) throws(HTTPParseError) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = bytes.startIndex
        for index in bytes.indices where bytes[index] == 10 {
            var line = bytes[lineStart..<index]
            if line.last == 13 { line = line.dropLast() }
            guard !line.contains(13) else { throw .malformed("bare CR in the request head") }
            if !line.isEmpty { lines.append(line) }
            lineStart = index + 1
        }
        return lines
    }

    /// `METHOD SP request-target SP HTTP/1.x`.
    private static func requestLine(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPRequestHead {
        let parts = line.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw .malformed("the request line is not METHOD SP target SP version") }
        let (method, target, version) = (parts[0], parts[1], parts[2])
        guard !method.isEmpty, method.allSatisfy(HTTPToken.isTokenByte) else { throw .malformed("the method is not a token") }
        guard !target.isEmpty, target.allSatisfy({ $0 > 32 && $0 < 127 }) else {
            throw .malformed("the request target is empty or holds spaces or control characters")
        }
        guard version.count == 8, version.starts(with: Array("HTTP/".utf8)), version[version.startIndex + 6] == UInt8(ascii: "."),
            let major = digit(version[version.startIndex + 5]), let minor = digit(version[version.startIndex + 7])
        else { throw .malformed("the version is not HTTP/x.y") }
        guard major == 1 else { throw HTTPParseError(status: 505, reason: "HTTP/\(major).\(minor) is not supported") }
        return HTTPRequestHead(
            method: String(decoding: method, as: UTF8.self), target: String(decoding: target, as: UTF8.self), minorVersion: minor,
            headers: HTTPHeaders())
    }

    /// `name: value`, the name a token, the value trimmed and free of control characters other than tab.
    private static func addField(_ line: ArraySlice<UInt8>, to headers: inout HTTPHeaders) throws(HTTPParseError) {
        guard line.first != 32, line.first != 9 else { throw .malformed("obsolete line folding in a header field") }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .malformed("a header field has no colon") }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(HTTPToken.isTokenByte) else {
            throw .malformed("a header field name is not a token (or has a space before its colon)")
        }
        let value = line[(colon + 1)...]
        guard value.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else {
            throw .malformed("a header field value holds control characters")
        }
        headers.add(
            name: String(decoding: name, as: UTF8.self), value: String(String(decoding: value, as: UTF8.self).trimmingSpaces()))
    }

    // MARK: Body

    /// How the body of `head` is framed: none, `Content-Length`, or chunked.
    private func bodyState(for head: HTTPRequestHead) throws(HTTPParseError) -> State {
        let lengths = head.headers.values(for: "Content-Length")
        let codings = head.headers.values(for: "Transfer-Encoding").flatMap { $0.split(separator: ",").map { $0.trimmingSpaces() } }
        if !codings.isEmpty {
            guard lengths.isEmpty else { throw .malformed("both Transfer-Encoding and Content-Length") }
            guard codings.count == 1, codings[0].lowercased() == "chunked" else {
                throw HTTPParseError(status: 501, reason: "transfer coding '\(codings.joined(separator: ", "))' is not supported")
            }
            return .chunkSize(head)
        }
        guard let first = lengths.first else { return .head }
        let values = Set(lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() } })
        guard values.count == 1, first.utf8.count <= 18, let length = Int(first.trimmingSpaces()), length >= 0,
            first.trimmingSpaces().utf8.allSatisfy({ Self.digit($0) != nil })
        else { throw .malformed("Content-Length is not one decimal number") }
        guard length <= limits.body else { throw Self.bodyTooLarge(limits) }
        return length == 0 ? .head : .fixedBody(head, remaining: length)
    }

    /// The next line (without `CRLF`), once it has arrived; more than `limit` bytes without one throws `tooLong`.
    private mutating func readLine(limit: Int, tooLong: HTTPParseError) throws(HTTPParseError) -> ArraySlice<UInt8>? {
        guard let newline = buffer[start...].firstIndex(of: 10) else {
            if buffer.count - start > limit + 1 { throw tooLong }
            return nil
        }
        var line = buffer[start..<newline]
        if line.last == 13 { line = line.dropLast() }
        guard line.count <= limit else { throw tooLong }
        start = newline + 1
        return line
    }

    /// The size of a `chunk-size [; extensions]` line.
    private static func chunkSize(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> Int {
        let digits = line.prefix { $0 != UInt8(ascii: ";") && $0 != 32 && $0 != 9 }
        guard !digits.isEmpty, digits.count <= 15, let size = Int(String(decoding: digits, as: UTF8.self), radix: 16), size >= 0 else {
            throw .malformed("a chunk size is not a hexadecimal number")
        }
        return size
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }

    private static let headersTooLarge = HTTPParseError(status: 431, reason: "the request head is too large")

    private static func bodyTooLarge(_ limits: HTTPLimits) -> HTTPParseError {
        HTTPParseError(status: 413, reason: "the body is larger than \(limits.body) bytes")
    }
}
