/// A JSON object that remembers the order its keys appeared in.
///
/// Members are kept in one array in document order (one allocation an object: a spec has hundreds of thousands of
/// them). Most objects of a spec are small, and for them a lookup compares lengths, then keys, which is faster than
/// hashing the key and costs no dictionary to build; objects of ``indexedCount`` members or more also keep a hash
/// index.
/// When a document repeats a key, the first occurrence is kept (as Foundation's `JSONDecoder` does).
///
/// Lookups and iteration are `@inlinable`: every later stage reads the spec through them.
public struct JSONObject: Sendable, Hashable, Sequence {
    /// One member: a key and its value.
    @usableFromInline
    struct Member: Sendable {
        @usableFromInline let key: String
        @usableFromInline var value: JSONValue

        @usableFromInline
        init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members, in document order, without repeated keys.
    @usableFromInline private(set) var members: [Member]
    /// The offset of each key in ``members``, once the object has ``indexedCount`` members.
    @usableFromInline private(set) var index: [String: Int]?

    /// From this many members on, an object keeps a hash index: past it, comparing keys one by one costs more than
    /// one hash.
    static let indexedCount = 16

    /// An empty object.
    package init() {
        members = []
    }

    /// An empty object with room for `capacity` members.
    package init(minimumCapacity capacity: Int) {
        self.init()
        members.reserveCapacity(capacity)
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
        for member in source.members where isCopied(member.key) {
            appendMember(member.key, member.value)
        }
    }

    /// Adds a member after the others; `key` must not be one of the object's keys yet.
    package mutating func appendMember(_ key: String, _ value: JSONValue) {
        assert(offset(of: key) == nil, "'\(key)' is already a member")
        members.append(Member(key: key, value: value))
        if index != nil {
            index![key] = members.count - 1
        } else if members.count == Self.indexedCount {
            index = Self.index(of: members)
        }
    }

    /// The number of members.
    package var count: Int { members.count }

    /// Whether the object has no members.
    package var isEmpty: Bool { members.isEmpty }

    /// The keys, in document order, without repeats, as a new array: for reports and sorting (a loop over the
    /// members, `for (key, value) in object`, builds no array).
    package var keys: [String] { members.map(\.key) }

    /// The value of `key`; setting `nil` removes the member, setting a new key appends it.
    package subscript(key: String) -> JSONValue? {
        @inlinable
        get { offset(of: key).map { members[$0].value } }
        set {
            switch (offset(of: key), newValue) {
            case (let offset?, let newValue?):
                members[offset].value = newValue
            case (nil, let newValue?):
                appendMember(key, newValue)
            case (let offset?, nil):
                members.remove(at: offset)
                index = members.count >= Self.indexedCount ? Self.index(of: members) : nil
            case (nil, nil):
                break
            }
        }
    }

    /// Where `key` is in ``members``.
    @inlinable
    func offset(of key: String) -> Int? {
        if let index { return index[key] }
        let length = key.utf8.count
        return members.firstIndex { $0.key.utf8.count == length && $0.key == key }
    }

    /// The offset of each member's key (`members` repeats no key).
    private static func index(of members: [Member]) -> [String: Int] {
        var index = [String: Int](minimumCapacity: members.count)
        for (offset, member) in members.enumerated() { index[member.key] = offset }
        return index
    }

    /// Iterates `(key, value)` in document order.
    @inlinable
    public func makeIterator() -> Iterator {
        Iterator(members: members)
    }

    /// Yields an object's members in document order.
    public struct Iterator: IteratorProtocol {
        @usableFromInline let members: [Member]
        @usableFromInline var offset = 0

        @usableFromInline
        init(members: [Member]) {
            self.members = members
        }

        /// The next `(key, value)` pair, or `nil` after the last.
        @inlinable
        public mutating func next() -> (key: String, value: JSONValue)? {
            guard offset < members.count else { return nil }
            defer { offset += 1 }
            return (key: members[offset].key, value: members[offset].value)
        }
    }

    /// Members are equal regardless of order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.members.elementsEqual(rhs.members, by: { $0.key == $1.key }) {
            return lhs.members.elementsEqual(rhs.members) { $0.value == $1.value }
        }
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
