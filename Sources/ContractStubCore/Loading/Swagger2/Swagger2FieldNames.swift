/// The names of one Swagger 2.0 object's fixed fields, looked up by length first and then compared: cheaper than
/// hashing a key, and the converter looks up every key of every object it reads.
///
/// ```swift
/// let response: Swagger2FieldNames = ["description", "schema", "headers", "examples"]
/// response.contains("schema")   // true
/// response.sorted               // for the nearest name of an unknown one
/// ```
struct Swagger2FieldNames: ExpressibleByArrayLiteral, Sendable {
    /// The names of each UTF-8 length, at that offset, in the order listed.
    private let byLength: [[String]]

    /// The field names `names` (repeats are kept once). Building one compares no names but those of a length.
    init(_ names: some Sequence<String>) {
        var byLength: [[String]] = []
        for name in names {
            let length = name.utf8.count
            if length >= byLength.count { byLength += repeatElement([], count: length + 1 - byLength.count) }
            if !byLength[length].contains(name) { byLength[length].append(name) }
        }
        self.byLength = byLength
    }

    /// The field names listed.
    init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// The names, sorted (for the nearest name of an unknown one: worked out only then).
    var sorted: [String] { byLength.joined().sorted() }

    /// Whether `key` is one of the names.
    func contains(_ key: String) -> Bool {
        let length = key.utf8.count
        return length < byLength.count && byLength[length].contains(key)
    }

    /// These names and `others`.
    func union(_ others: some Sequence<String>) -> Swagger2FieldNames {
        Swagger2FieldNames(Array(byLength.joined()) + others)
    }
}
