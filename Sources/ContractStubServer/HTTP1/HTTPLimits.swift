/// How much of a request the parser holds before refusing it, so a client cannot make the server buffer without end.
struct HTTPLimits: Sendable, Hashable {
    /// The request line's length in bytes (longer: `414 URI Too Long`).
    var requestLine = 8 * 1024
    /// The request line and header fields together, in bytes (more: `431 Request Header Fields Too Large`).
    var headerBytes = 32 * 1024
    /// The number of header fields (more: `431`).
    var headerCount = 100
    /// The body, in bytes, however it is framed (more: `413 Content Too Large`).
    var body = 16 * 1024 * 1024
}
