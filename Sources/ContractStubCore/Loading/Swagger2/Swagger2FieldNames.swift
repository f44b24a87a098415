/// The names of one Swagger 2.0 object's fixed fields, looked up by length first and then compared: cheaper than
/// hashing a key, and the converter looks up every key of every object it reads.
///
/// ```swift
/// let response: Swagger2FieldNames = ["description", "schema", "headers", "examples"]
/// response.contains("schema")   // true
/// response.sorted               // for the nearest name of an unknown one
/// ```
struct Swagger2FieldNames: ExpressibleByArrayLiteral, Sendable {
    /// The names as listed, without repeats.
    private let listed: [String]
    /// The names of each UTF-8 length, at that offset.
    private let byLength: [[String]]

    /// The field names `names` (repeats are kept once). Building one compares no names but those of a length.
    init(_ names: [String]) {
        var listed: [String] = []
        var byLength: [[String]] = []
        for name in names {
            let length = name.utf8.count
            while byLength.count <= length { byLength.append([]) }
            guard !byLength[length].contains(name) else { continue }
            byLength[length].append(name)
            listed.append(name)
        }
        self.listed = listed
        self.byLength = byLength
    }

    /// The field names listed.
    init(arrayLiteral names: String...) {
        self.init(names)
    }

    /// The names, sorted (for the nearest name of an unknown one: worked out only then).
    var sorted: [String] { listed.sorted() }

    /// Whether `key` is one of the names.
    func contains(_ key: String) -> Bool {
        let length = key.utf8.count
        return length < byLength.count && byLength[length].contains(key)
    }

    /// These names and `others`.
    func union(_ others: [String]) -> Swagger2FieldNames {
        Swagger2FieldNames(listed + others)
    }
}
