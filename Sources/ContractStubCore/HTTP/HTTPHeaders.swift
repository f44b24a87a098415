/// HTTP header fields in the order they were given, looked up case-insensitively.
///
/// ```swift
/// var headers: HTTPHeaders = ["Content-Type": "application/json"]
/// headers["content-type"]  // "application/json"
/// ```
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field: its name as spelled and its value.
    package struct Field: Sendable, Hashable {
        /// The name, in its original spelling.
        package var name: String
        /// The value.
        package var value: String

        /// The field `name: value`.
        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields as given, in order.
    package private(set) var fields: [Field]

    /// Headers with these fields, in this order.
    ///
    /// ```swift
    /// HTTPHeaders([.init(name: "Accept", value: "application/json")])
    /// ```
    package init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// Headers from a dictionary literal, in literal order.
    public init(dictionaryLiteral elements: (String, String)...) {
        fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The first value of `name` (any case); setting (in the package) replaces every field of that name, `nil` removes
    /// them.
    public package(set) subscript(name: String) -> String? {
        get { fields.first { HTTPToken.equalIgnoringCase($0.name, name) }?.value }
        set {
            fields.removeAll { HTTPToken.equalIgnoringCase($0.name, name) }
            if let newValue { fields.append(Field(name: name, value: newValue)) }
        }
    }

    /// Every value of `name` (any case), in order.
    public func values(for name: String) -> [String] {
        fields.filter { HTTPToken.equalIgnoringCase($0.name, name) }.map(\.value)
    }

    /// Adds a field, keeping any existing ones of the same name.
    package mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Yields each field as `(name, value)`, in order, so `for (name, value) in headers` reads naturally.
    public struct Iterator: IteratorProtocol {
        var fields: IndexingIterator<[Field]>

        /// The next field, or `nil` after the last.
        public mutating func next() -> (name: String, value: String)? {
            fields.next().map { (name: $0.name, value: $0.value) }
        }
    }

    /// Iterates `(name, value)` in order.
    public func makeIterator() -> Iterator {
        Iterator(fields: fields.makeIterator())
    }

    /// Equal when the same fields appear in the same order (names compared case-insensitively).
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { HTTPToken.equalIgnoringCase($0.name, $1.name) && $0.value == $1.value }
    }

    /// Hashes names with ASCII letters made small (as ``==`` compares them, with no new string) and values.
    public func hash(into hasher: inout Hasher) {
        for field in fields {
            for byte in field.name.utf8 { hasher.combine(HTTPToken.lowercased(byte)) }
            // 0xFF never occurs in UTF-8: it ends the name, so `ab: c` and `a: bc` hash apart.
            hasher.combine(UInt8(0xFF))
            hasher.combine(field.value)
        }
    }
}
