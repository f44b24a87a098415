/// A whole request read off a connection: its head and its body (de-chunked).
struct HTTPServerRequest: Sendable, Hashable {
    /// The request line and header fields.
    var head: HTTPRequestHead
    /// The body; empty when there is none.
    var body: [UInt8]
}
