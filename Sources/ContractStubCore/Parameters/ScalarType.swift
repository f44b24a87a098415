import Foundation

/// The JSON type a serialised string is coerced to.
enum ScalarType: String, Sendable, Hashable {
    /// `"42"` becomes `42`.
    case integer
    /// `"1.5"` becomes `1.5`.
    case number
    /// `"true"`/`"false"` become Booleans.
    case boolean
    /// Kept as text.
    case string
    /// The schema does not say (no `type`, or several): kept as text.
    case unknown

    /// The JSON value `text` means for this type; text that is not a valid literal of the type stays a string,
    /// so the schema validator reports "expected integer, found string".
    ///
    /// ```swift
    /// ScalarType.integer.coerce("42")   // 42
    /// ScalarType.integer.coerce("abc")  // "abc"
    /// ```
    func coerce(_ text: String) -> JSONValue {
        switch self {
        case .integer, .number:
            if let number = Self.number(text) { return .number(number) }
        case .boolean:
            if text == "true" { return true }
            if text == "false" { return false }
        case .string, .unknown:
            break
        }
        return .string(text)
    }

    /// The number `text` spells in JSON number syntax, or `nil`.
    private static func number(_ text: String) -> JSONNumber? {
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
