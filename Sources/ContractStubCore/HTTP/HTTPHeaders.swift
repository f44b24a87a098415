/// HTTP header fields in the order they were given, looked up case-insensitively.
///
/// ```swift
/// var headers: HTTPHeaders = ["Content-Type": "application/json"]
/// headers["content-type"]  // "application/json"
/// ```
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields as given: name (original spelling) and value.
    public private(set) var fields: [(name: String, value: String)]

    /// Headers with these fields, in this order.
    public init(_ fields: [(name: String, value: String)] = []) {
        self.fields = fields
    }

    /// Headers from a dictionary literal, in literal order.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of `name` (any case); setting replaces every field of that name, `nil` removes them.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveCompare(name) }?.value }
        set {
            fields.removeAll { $0.name.caseInsensitiveCompare(name) }
            if let newValue { fields.append((name: name, value: newValue)) }
        }
    }

    /// Every value of `name` (any case), in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveCompare(name) }.map(\.value)
    }

    /// Adds a field, keeping any existing ones of the same name.
    public mutating func add(name: String, value: String) {
        fields.append((name: name, value: value))
    }

    /// Iterates `(name, value)` in order.
    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// Equal when the same fields appear in the same order (names compared case-insensitively).
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name.caseInsensitiveCompare($1.name) && $0.value == $1.value }
    }

    /// Hashes lower-cased names and values.
    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name.lowercased())
            hasher.combine(field.value)
        }
    }
}

extension String {
    /// ASCII case-insensitive equality, as HTTP field names compare.
    fileprivate func caseInsensitiveCompare(_ other: String) -> Bool {
        utf8.count == other.utf8.count
            && zip(utf8, other.utf8).allSatisfy { ($0 | 0x20) == ($1 | 0x20) || $0 == $1 }
    }
}
