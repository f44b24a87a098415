import Foundation

/// The bytes of HTTP/1.1 responses: a head with `Content-Length`, or a head announcing `Transfer-Encoding: chunked`
/// followed by chunks and the last chunk. `HEAD` answers get the head alone, with the length the body would have had.
enum HTTPResponseWriter {
    /// The whole of `response`, framed by `Content-Length` (its body left out when `isHead`); `Connection: close` when
    /// `keepAlive` is false.
    static func bytes(of response: HTTPResponse, isHead: Bool, keepAlive: Bool) -> [UInt8] {
        var headers = fields(of: response.headers, keepAlive: keepAlive)
        if !hasNoBody(response.status) { headers.append(("Content-Length", String(response.body.count))) }
        let head = self.head(status: response.status, headers: headers)
        return isHead || hasNoBody(response.status) ? head : head + Array(response.body)
    }

    /// The head of a chunked response; the body follows as ``chunk(_:)``s and ``lastChunk``.
    static func chunkedHead(status: Int, headers: HTTPHeaders, keepAlive: Bool) -> [UInt8] {
        head(status: status, headers: fields(of: headers, keepAlive: keepAlive) + [("Transfer-Encoding", "chunked")])
    }

    /// One chunk carrying `bytes` (which must not be empty: an empty chunk ends the body).
    static func chunk(_ bytes: [UInt8]) -> [UInt8] {
        Array(String(bytes.count, radix: 16).utf8) + [13, 10] + bytes + [13, 10]
    }

    /// The chunk that ends a chunked body, with no trailers.
    static let lastChunk = Array("0\r\n\r\n".utf8)

    /// `HTTP/1.1 100 Continue`, sent before reading a body the client holds back until told to send it.
    static let continueHead = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)

    /// A plain-text answer to a request that could not be read, closing the connection.
    static func error(_ error: HTTPParseError) -> [UInt8] {
        let response = HTTPResponse(
            status: error.status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data((error.reason + "\n").utf8))
        return bytes(of: response, isHead: false, keepAlive: false)
    }

    /// 1xx, 204 and 304 answers have no body and no `Content-Length` framing one.
    static func hasNoBody(_ status: Int) -> Bool {
        (100..<200).contains(status) || status == 204 || status == 304
    }

    /// The header fields the writer sets itself, lowercased.
    private static let framing: Set<String> = ["content-length", "transfer-encoding", "connection"]

    /// The fields of `headers` without those the writer sets itself (framing and `Connection`), plus `Connection`.
    private static func fields(of headers: HTTPHeaders, keepAlive: Bool) -> [(String, String)] {
        var fields = headers.fields.filter { !framing.contains($0.name.lowercased()) }.map { ($0.name, $0.value) }
        fields.append(("Connection", keepAlive ? "keep-alive" : "close"))
        return fields
    }

    private static func head(status: Int, headers: [(String, String)]) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(reasonPhrase(status))\r\n"
        for (name, value) in headers {
            // A value can never end the head early: line breaks in it are replaced (a spec example could hold one).
            let safe = value.replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "\n", with: " ")
            text += "\(name): \(safe)\r\n"
        }
        return Array((text + "\r\n").utf8)
    }

    /// The reason phrase of common statuses (clients ignore it; RFC 9112 §4), else the class's.
    static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 202: "Accepted"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: ["Informational", "Success", "Redirection", "Client Error", "Server Error"][max(0, min(4, status / 100 - 1))]
        }
    }
}
