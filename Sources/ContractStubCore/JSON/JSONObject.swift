/// A JSON object that remembers the order its keys appeared in.
///
/// Lookup by key is a hash lookup; iteration yields `(key, value)` pairs in document order.
/// When a document repeats a key, the first occurrence is kept (as Foundation's `JSONDecoder` does).
public struct JSONObject: Sendable, Hashable, Sequence {
    /// The keys, in document order, without repeats.
    public private(set) var keys: [String]
    private var members: [String: JSONValue]

    /// An empty object.
    public init() {
        keys = []
        members = [:]
    }

    /// An object with these members in this order; a repeated key keeps its first value.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, JSONValue) {
        self.init()
        for (key, value) in pairs where members[key] == nil {
            keys.append(key)
            members[key] = value
        }
    }

    init(orderedKeys: [String], members: [String: JSONValue]) {
        self.keys = orderedKeys
        self.members = members
    }

    /// The object with `keys[i]: values[i]` in this order, sized once; a repeated key keeps its first value.
    init(keys: [String], values: ArraySlice<JSONValue>) {
        var members = [String: JSONValue](minimumCapacity: keys.count)
        for (key, value) in zip(keys, values) { members[key] = value }
        guard members.count == keys.count else {
            self.init(zip(keys, values))
            return
        }
        self.init(orderedKeys: keys, members: members)
    }

    /// Whether there is a member named `key` (without copying its value out).
    func hasMember(_ key: String) -> Bool {
        members.index(forKey: key) != nil
    }

    /// The number of members.
    public var count: Int { keys.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The value of `key`; setting `nil` removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { members[key] }
        set {
            if let newValue {
                if members.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if members.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The members in no particular order, without a lookup per member: for checks whose outcome does not depend on
    /// the order (the validator's yes/no pass); anything reported walks the object in document order.
    var unorderedMembers: [String: JSONValue] { members }

    /// Iterates `(key, value)` in document order.
    public func makeIterator() -> Iterator {
        Iterator(object: self)
    }

    /// Yields an object's members in document order.
    public struct Iterator: IteratorProtocol {
        let object: JSONObject
        var index = 0

        /// The next `(key, value)` pair, or `nil` after the last.
        public mutating func next() -> (key: String, value: JSONValue)? {
            guard index < object.keys.count else { return nil }
            let key = object.keys[index]
            index += 1
            return (key: key, value: object.members[key]!)
        }
    }

    /// Members are equal regardless of order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }

    /// Hashes members regardless of order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(members)
    }
}
