/// An ordered multimap of names and still-encoded values: a query string, a form body or a `Cookie` header.
///
/// Names are percent-decoded on parsing; values are kept as sent, because style decoding must split on delimiters
/// before decoding (`a%2Cb,c` is two values). ``values(named:)`` decodes them.
///
/// ```swift
/// let query = NameValueList(query: "tag=a+b&tag=c&limit=3")
/// query.values(named: "tag")  // ["a b", "c"]
/// ```
struct NameValueList: Sendable, Hashable {
    /// One `name=value` pair.
    struct Entry: Sendable, Hashable {
        /// The decoded name.
        let name: String
        /// The value as sent (`nil` for a bare `name` without `=`).
        let rawValue: String?
    }

    /// The pairs in order.
    let entries: [Entry]
    /// Whether `+` means a space (query strings and form bodies; not cookies).
    let plusAsSpace: Bool

    /// Parses `a=1&b=2` (without the leading `?`); empty pieces between `&`s are skipped. Pieces are cut at the
    /// bytes `&` and `=`, as servers cut them (not at characters: a combining mark after `&` does not hide it).
    init(query: String) {
        plusAsSpace = true
        entries = query.utf8.split(separator: UInt8(ascii: "&")).map { Self.entry(Substring($0), plusAsSpace: true) }
    }

    /// Parses a `Cookie` header: `a=1; b=2`, whitespace around pairs ignored.
    init(cookieHeader: String) {
        plusAsSpace = false
        entries = cookieHeader.utf8.split(separator: UInt8(ascii: ";")).compactMap { piece in
            let trimmed = piece.drop(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            return trimmed.isEmpty ? nil : Self.entry(Substring(trimmed), plusAsSpace: false)
        }
    }

    /// Every distinct name, in order of first appearance.
    var names: [String] {
        var seen: Set<String> = []
        return entries.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }

    /// Whether some entry has this name.
    func contains(_ name: String) -> Bool {
        entries.contains { $0.name == name }
    }

    /// The raw values of `name`, in order (`""` for a bare name).
    func rawValues(named name: String) -> [String] {
        entries.compactMap { $0.name == name ? ($0.rawValue ?? "") : nil }
    }

    /// The decoded values of `name`, in order (a value with a broken escape is kept as sent).
    func values(named name: String) -> [String] {
        rawValues(named: name).map(decode)
    }

    /// Decodes one raw piece the way this list's values are encoded.
    func decode(_ raw: String) -> String {
        PercentDecoding.decode(raw, plusAsSpace: plusAsSpace) ?? raw
    }

    private static func entry(_ piece: Substring, plusAsSpace: Bool) -> Entry {
        guard let equals = piece.utf8.firstIndex(of: UInt8(ascii: "=")) else {
            return Entry(name: PercentDecoding.decode(piece, plusAsSpace: plusAsSpace) ?? String(piece), rawValue: nil)
        }
        let name = piece[..<equals]
        return Entry(
            name: PercentDecoding.decode(name, plusAsSpace: plusAsSpace) ?? String(name),
            rawValue: String(Substring(piece.utf8[piece.utf8.index(after: equals)...])))
    }
}
