/// The names of one Swagger 2.0 object's fixed fields, looked up by length first and then compared: cheaper than
/// hashing a key, and the converter looks up every key of every object it reads.
///
/// ```swift
/// let response: Swagger2FieldNames = ["description", "schema", "headers", "examples"]
/// response.contains("schema")   // true
/// response.sorted               // for the nearest name of an unknown one
/// ```
struct Swagger2FieldNames: ExpressibleByArrayLiteral, Sendable {
    /// The names, sorted.
    let sorted: [String]
    /// The names of each UTF-8 length, at that offset.
    private let byLength: [[String]]

    /// The field names `names` (repeats are kept once).
    init(_ names: some Sequence<String>) {
        sorted = Set(names).sorted()
        var byLength = [[String]](repeating: [], count: (sorted.map(\.utf8.count).max() ?? 0) + 1)
        for name in sorted { byLength[name.utf8.count].append(name) }
        self.byLength = byLength
    }

    /// The field names listed.
    init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// Whether `key` is one of the names.
    func contains(_ key: String) -> Bool {
        let length = key.utf8.count
        return length < byLength.count && byLength[length].contains(key)
    }

    /// These names and `others`.
    func union(_ others: some Sequence<String>) -> Swagger2FieldNames {
        Swagger2FieldNames(sorted + others)
    }
}
