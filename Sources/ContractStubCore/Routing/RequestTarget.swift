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

    /// Splits a URL or request target.
    init(_ url: String) {
        var rest = url[...]
        if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        if let schemeEnd = rest.range(of: "://") {
            rest = rest[schemeEnd.upperBound...]
            rest = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
        }
        self.path = rest.isEmpty ? "/" : String(rest)
        self.query = query
    }
}
