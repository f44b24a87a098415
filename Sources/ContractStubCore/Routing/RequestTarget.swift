@_spi(ContractStubBytes) import ContractStubSyntax

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

    /// Splits a URL or request target in one pass over its UTF-8 bytes (this runs for every request).
    init(_ url: String) {
        let (path, query) = ByteSlice.withUTF8(of: url) { Self.ranges(in: $0) }
        let utf8 = url.utf8
        func text(_ range: Range<Int>) -> String {
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return String(Substring(utf8[start..<utf8.index(start, offsetBy: range.count)]))
        }
        self.path = path.isEmpty ? "/" : text(path)
        self.query = query.map(text)
    }

    /// Where the path and the query lie in `bytes`: the fragment (`#…`) cut off first, then the query (`?…`), then
    /// a scheme and authority (`https://host`), when the text has `://` before the query.
    private static func ranges(in bytes: ByteSlice) -> (path: Range<Int>, query: Range<Int>?) {
        var end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.endIndex
        var query: Range<Int>?
        if let mark = bytes[bytes.startIndex..<end].firstIndex(of: UInt8(ascii: "?")) {
            query = mark + 1..<end
            end = mark
        }
        var start = bytes.startIndex
        if let authority = afterScheme(bytes[start..<end]) {
            start = bytes[authority..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
        }
        return (start..<end, query)
    }

    /// The index just after the first `://` of `bytes`, if it has one.
    private static func afterScheme(_ bytes: ByteSlice) -> Int? {
        var index = bytes.startIndex
        while let colon = bytes[index..<bytes.endIndex].firstIndex(of: UInt8(ascii: ":")) {
            if colon + 2 < bytes.endIndex, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") {
                return colon + 3
            }
            index = colon + 1
        }
        return nil
    }
}
