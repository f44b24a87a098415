import Foundation

/// The JSON types a serialised string may be read as: those the schema allows (a `type`, a 3.1 type array, the
/// branches of `anyOf`/`oneOf`), so `{anyOf: [{type: boolean}, {type: null}]}` reads `"false"` as `false`.
struct ScalarType: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    /// The set whose bits are `rawValue`.
    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// `"42"` becomes `42`.
    static let integer = ScalarType(rawValue: 1 << 0)
    /// `"1.5"` becomes `1.5`.
    static let number = ScalarType(rawValue: 1 << 1)
    /// `"true"`/`"false"` become Booleans.
    static let boolean = ScalarType(rawValue: 1 << 2)
    /// Kept as text.
    static let string = ScalarType(rawValue: 1 << 3)
    /// `"null"` becomes `null` (when no string is allowed too: then the text stays a string, valid either way).
    static let null = ScalarType(rawValue: 1 << 4)
    /// The schema does not say: kept as text.
    static let unknown: ScalarType = []

    /// The type named `name` in a schema's `type`, if it is a scalar one.
    init?(named name: String) {
        switch name {
        case "integer": self = .integer
        case "number": self = .number
        case "boolean": self = .boolean
        case "string": self = .string
        case "null": self = .null
        default: return nil
        }
    }

    /// The JSON value `text` means for the first of these types whose literal it spells (Boolean, number, `null`);
    /// text that spells none stays a string, so the schema validator reports "expected integer, found string".
    ///
    /// ```swift
    /// ScalarType.integer.coerce("42")                // 42
    /// ScalarType.integer.coerce("abc")               // "abc"
    /// ScalarType([.boolean, .null]).coerce("false")  // false
    /// ```
    func coerce(_ text: String) -> JSONValue {
        if contains(.boolean) {
            if text == "true" { return true }
            if text == "false" { return false }
        }
        if !isDisjoint(with: [.integer, .number]), let number = Self.numberLiteral(text) { return .number(number) }
        if contains(.null), !contains(.string), text == "null" { return .null }
        return .string(text)
    }

    /// The number `text` spells in JSON number syntax, or `nil`.
    private static func numberLiteral(_ text: String) -> JSONNumber? {
        guard JSONNumberSyntax.isValid(text.utf8) else { return nil }
        if let integer = Int64(text) { return JSONNumber(integer) }
        return JSONNumber(decoderText: text)
    }
}

/// The shape a parameter's schema gives its value, which decides how the serialised text is split.
enum ParameterShape: Sendable, Hashable {
    /// One value.
    case primitive(ScalarType)
    /// A list of values of one type.
    case array(ScalarType)
    /// Named values; `properties` gives the type of each known name, others are `additional`.
    case object(properties: [String: ScalarType], additional: ScalarType)
}
