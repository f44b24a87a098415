@_spi(ContractStubBytes) import ContractStubSyntax

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
        entries = Self.entries(of: query, separator: UInt8(ascii: "&"), trimmingLeadingSpace: false, plusAsSpace: true)
    }

    /// Parses a `Cookie` header: `a=1; b=2`, whitespace around pairs ignored.
    init(cookieHeader: String) {
        plusAsSpace = false
        entries = Self.entries(of: cookieHeader, separator: UInt8(ascii: ";"), trimmingLeadingSpace: true, plusAsSpace: false)
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

    /// The raw value of the first entry named `name` (`""` for a bare name), without gathering the others.
    func firstRawValue(named name: String) -> String? {
        entries.first { $0.name == name }.map { $0.rawValue ?? "" }
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

    /// The entries of the pieces of `text` between `separator`s, read as bytes: empty pieces skipped, and with
    /// `trimmingLeadingSpace` the spaces and tabs that start a piece.
    private static func entries(of text: String, separator: UInt8, trimmingLeadingSpace: Bool, plusAsSpace: Bool) -> [Entry] {
        ByteSlice.withUTF8(of: text) { bytes in
            var entries: [Entry] = []
            var start = bytes.startIndex
            while start < bytes.endIndex {
                if trimmingLeadingSpace, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
                    start += 1
                    continue
                }
                var end = start
                var equals: Int?
                while end < bytes.endIndex, bytes[end] != separator {
                    if equals == nil, bytes[end] == UInt8(ascii: "=") { equals = end }
                    end += 1
                }
                if end > start { entries.append(entry(bytes[start..<end], equals: equals, plusAsSpace: plusAsSpace)) }
                start = end + 1
            }
            return entries
        }
    }

    /// The entry of `piece`, whose first `=` is at `equals`.
    private static func entry(_ piece: ByteSlice, equals: Int?, plusAsSpace: Bool) -> Entry {
        guard let equals else {
            return Entry(
                name: PercentDecoding.decode(piece, plusAsSpace: plusAsSpace) ?? String(decoding: piece, as: UTF8.self), rawValue: nil)
        }
        let name = piece[piece.startIndex..<equals]
        return Entry(
            name: PercentDecoding.decode(name, plusAsSpace: plusAsSpace) ?? String(decoding: name, as: UTF8.self),
            rawValue: String(decoding: piece[equals + 1..<piece.endIndex], as: UTF8.self))
    }
}
