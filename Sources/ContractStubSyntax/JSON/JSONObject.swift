/// A JSON object that remembers the order its keys appeared in.
///
/// Members are kept in two arrays in document order. Most objects of a spec are small, and for them a lookup compares
/// lengths, then keys, which is faster than hashing the key and costs no dictionary to build (a spec has hundreds of
/// thousands of objects); objects of ``indexedCount`` members or more also keep a hash index.
/// When a document repeats a key, the first occurrence is kept (as Foundation's `JSONDecoder` does).
public struct JSONObject: Sendable, Hashable, Sequence {
    /// The keys, in document order, without repeats.
    package private(set) var keys: [String]
    /// The values, in the order of ``keys``.
    private var values: [JSONValue]
    /// The offset of each key in ``keys``, once the object has ``indexedCount`` members.
    private var index: [String: Int]?

    /// From this many members on, an object keeps a hash index: past it, comparing keys one by one costs more than
    /// one hash.
    static let indexedCount = 16

    /// An empty object.
    package init() {
        keys = []
        values = []
    }

    /// An empty object with room for `capacity` members.
    package init(minimumCapacity capacity: Int) {
        self.init()
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// An object with these members in this order; a repeated key keeps its first value.
    package init<S: Sequence>(_ pairs: S) where S.Element == (String, JSONValue) {
        self.init(minimumCapacity: pairs.underestimatedCount)
        for (key, value) in pairs where !hasMember(key) { appendMember(key, value) }
    }

    /// Whether there is a member named `key` (without copying its value out).
    package func hasMember(_ key: String) -> Bool {
        offset(of: key) != nil
    }

    /// Copies the members of `source` named in `keys`, in the order of `keys` (those `source` lacks are left out);
    /// none of `keys` may be one of this object's keys yet. A converter building a new object from parts of another
    /// spends one lookup per key, where the subscript would search this object too.
    package mutating func appendMembers(_ keys: [String], of source: JSONObject) {
        for key in keys {
            if let value = source[key] { appendMember(key, value) }
        }
    }

    /// Copies the members of `source` whose key `isCopied` accepts, in `source`'s order; none of them may be one of
    /// this object's keys yet.
    package mutating func appendMembers(of source: JSONObject, where isCopied: (String) -> Bool) {
        for (offset, key) in source.keys.enumerated() where isCopied(key) {
            appendMember(key, source.values[offset])
        }
    }

    /// Adds a member after the others; `key` must not be one of the object's keys yet.
    package mutating func appendMember(_ key: String, _ value: JSONValue) {
        assert(offset(of: key) == nil, "'\(key)' is already a member")
        keys.append(key)
        values.append(value)
        if index != nil {
            index![key] = keys.count - 1
        } else if keys.count == Self.indexedCount {
            index = Self.index(of: keys)
        }
    }

    /// The number of members.
    package var count: Int { keys.count }

    /// Whether the object has no members.
    package var isEmpty: Bool { keys.isEmpty }

    /// The value of `key`; setting `nil` removes the member, setting a new key appends it.
    package subscript(key: String) -> JSONValue? {
        get { offset(of: key).map { values[$0] } }
        set {
            switch (offset(of: key), newValue) {
            case (let offset?, let newValue?):
                values[offset] = newValue
            case (nil, let newValue?):
                appendMember(key, newValue)
            case (let offset?, nil):
                keys.remove(at: offset)
                values.remove(at: offset)
                index = keys.count >= Self.indexedCount ? Self.index(of: keys) : nil
            case (nil, nil):
                break
            }
        }
    }

    /// Where `key` is in ``keys``.
    private func offset(of key: String) -> Int? {
        if let index { return index[key] }
        let length = key.utf8.count
        return keys.firstIndex { $0.utf8.count == length && $0 == key }
    }

    /// The offset of each of `keys` (which has no repeats).
    private static func index(of keys: [String]) -> [String: Int] {
        var index = [String: Int](minimumCapacity: keys.count)
        for (offset, key) in keys.enumerated() { index[key] = offset }
        return index
    }

    /// Iterates `(key, value)` in document order.
    public func makeIterator() -> Iterator {
        Iterator(object: self)
    }

    /// Yields an object's members in document order.
    public struct Iterator: IteratorProtocol {
        let object: JSONObject
        var offset = 0

        /// The next `(key, value)` pair, or `nil` after the last.
        public mutating func next() -> (key: String, value: JSONValue)? {
            guard offset < object.keys.count else { return nil }
            defer { offset += 1 }
            return (key: object.keys[offset], value: object.values[offset])
        }
    }

    /// Members are equal regardless of order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.keys == rhs.keys { return lhs.values == rhs.values }
        return lhs.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Hashes members regardless of order: each member's hash, combined by a commutative `^`.
    public func hash(into hasher: inout Hasher) {
        var members = 0
        for (key, value) in self {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            members ^= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(members)
    }
}
