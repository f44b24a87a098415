/// A string-keyed map that keeps the order its keys appeared in the document.
///
/// ```swift
/// for (template, pathItem) in document.paths { print(template) }   // in document order
/// document.paths["/pets"]                                           // lookup by key
/// ```
package struct OrderedMap<Value>: Sequence {
    /// The keys, in document order.
    package private(set) var keys: [String] = []
    private var storage: [String: Value] = [:]

    /// An empty map.
    package init() {}

    /// The number of entries.
    package var count: Int { keys.count }

    /// Whether the map has no entries.
    package var isEmpty: Bool { keys.isEmpty }

    /// The values, in document order.
    package var values: [Value] { keys.map { storage[$0]! } }

    /// The value for `key`; assigning appends a new key or replaces the value of an existing one.
    package subscript(key: String) -> Value? {
        get { storage[key] }
        set {
            guard let newValue else {
                if storage.removeValue(forKey: key) != nil { keys.removeAll { $0 == key } }
                return
            }
            if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
        }
    }

    /// Iterates `(key, value)` pairs in document order.
    package func makeIterator() -> some IteratorProtocol<(key: String, value: Value)> {
        keys.lazy.map { (key: $0, value: storage[$0]!) }.makeIterator()
    }
}

extension OrderedMap: Sendable where Value: Sendable {}
