/// A string-keyed map that keeps the order its keys appeared in the document.
///
/// ```swift
/// for (template, pathItem) in document.paths { print(template) }   // in document order
/// document.paths["/pets"]                                           // lookup by key
/// ```
///
/// The keys and values are kept side by side in document order, with each key's position hashed: iterating reads the
/// two arrays and hashes nothing (the model is iterated far more often than it is looked up).
package struct OrderedMap<Value>: Sequence {
    /// The keys, in document order.
    package private(set) var keys: [String] = []
    /// The values, in document order.
    package private(set) var values: [Value] = []
    /// Each key's position in ``keys`` and ``values``.
    private var positions: [String: Int] = [:]

    /// An empty map.
    package init() {}

    /// The number of entries.
    package var count: Int { keys.count }

    /// Whether the map has no entries.
    package var isEmpty: Bool { keys.isEmpty }

    /// The value for `key`; assigning appends a new key or replaces the value of an existing one.
    package subscript(key: String) -> Value? {
        get { positions[key].map { values[$0] } }
        set {
            guard let newValue else {
                remove(key)
                return
            }
            if let position = positions[key] {
                values[position] = newValue
            } else {
                positions[key] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    /// Removes `key` and its value, if present; the keys after it move up one place.
    private mutating func remove(_ key: String) {
        guard let position = positions.removeValue(forKey: key) else { return }
        keys.remove(at: position)
        values.remove(at: position)
        for (shifted, key) in keys[position...].enumerated() {
            positions[key] = position + shifted
        }
    }

    /// Iterates `(key, value)` pairs in document order.
    package func makeIterator() -> Iterator {
        Iterator(keys: keys, values: values)
    }

    /// The `(key, value)` pairs of a map, in document order.
    package struct Iterator: IteratorProtocol {
        fileprivate let keys: [String]
        fileprivate let values: [Value]
        private var position = 0

        fileprivate init(keys: [String], values: [Value]) {
            self.keys = keys
            self.values = values
        }

        /// The next pair, or `nil` after the last.
        package mutating func next() -> (key: String, value: Value)? {
            guard position < keys.count else { return nil }
            defer { position += 1 }
            return (keys[position], values[position])
        }
    }
}

extension OrderedMap: Sendable where Value: Sendable {}
extension OrderedMap.Iterator: Sendable where Value: Sendable {}
