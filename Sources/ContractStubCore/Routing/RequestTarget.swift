/// The path and query of a request URL, which may be absolute (`https://host/v1/pets?x=1`) or just a target
/// (`/v1/pets?x=1`). Both stay percent-encoded.
///
/// ```swift
/// let target = RequestTarget("https://api.example.com/v1/pets?limit=3#top")
/// target.path   // "/v1/pets"
/// target.query  // "limit=3"
/// ```
struct RequestTarget: Sendable, Hashable {
    /// The path, at least `/`, percent-encoded.
    let path: String
    /// The text after `?` and before `#`, or `nil` when there is no `?`.
    let query: String?

    /// Splits a URL or request target (searching its UTF-8 bytes: this runs once per request).
    init(_ url: String) {
        var rest = url[...]
        if let fragment = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<fragment] }
        var query: String?
        if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        if let authority = Self.afterScheme(rest) {
            rest = rest[authority...]
            rest = rest.utf8.firstIndex(of: UInt8(ascii: "/")).map { rest[$0...] } ?? ""
        }
        self.path = rest.isEmpty ? "/" : String(rest)
        self.query = query
    }

    /// The index just after the first `://` of `text`, if it has one.
    private static func afterScheme(_ text: Substring) -> Substring.Index? {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let colon = utf8[index...].firstIndex(of: UInt8(ascii: ":")) {
            let rest = utf8[utf8.index(after: colon)...]
            if rest.starts(with: "//".utf8) { return utf8.index(colon, offsetBy: 3) }
            index = rest.startIndex
        }
        return nil
    }
}
