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
        (path, query) = ByteSlice.withUTF8(of: url) { bytes in
            let (path, query) = Self.ranges(in: bytes)
            return (
                path.isEmpty ? "/" : String(decoding: bytes[path], as: UTF8.self), query.map { String(decoding: bytes[$0], as: UTF8.self) }
            )
        }
    }

    /// Where the path and the query lie in `bytes`: the fragment (`#…`) cut off first, then the query (`?…`), then
    /// a scheme and authority (`https://host`) when the text has `://` before the query: the path then starts at the
    /// first `/` after it. One pass, each loop testing the few bytes that can end its part.
    private static func ranges(in bytes: ByteSlice) -> (path: Range<Int>, query: Range<Int>?) {
        let (colon, slash, mark, hash) = (UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"))
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex, bytes[index] != mark, bytes[index] != hash {
            if bytes[index] == colon, index + 2 < bytes.endIndex, bytes[index + 1] == slash, bytes[index + 2] == slash {
                index += 3
                while index < bytes.endIndex, bytes[index] != slash, bytes[index] != mark, bytes[index] != hash { index += 1 }
                start = index
                break
            }
            index += 1
        }
        while index < bytes.endIndex, bytes[index] != mark, bytes[index] != hash { index += 1 }
        guard index < bytes.endIndex, bytes[index] == mark else { return (start..<index, nil) }
        var end = index + 1
        while end < bytes.endIndex, bytes[end] != hash { end += 1 }
        return (start..<index, index + 1..<end)
    }
}
