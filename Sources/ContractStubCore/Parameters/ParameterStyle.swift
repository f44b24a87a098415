import Foundation

/// Where a parameter is sent (`in`).
public enum ParameterLocation: String, Sendable, Hashable, CaseIterable {
    /// A path template variable.
    case path
    /// A query-string parameter.
    case query
    /// A request header.
    case header
    /// A cookie in the `Cookie` header.
    case cookie
}

/// How a parameter value is serialised (`style`), as in the OpenAPI style examples table.
public enum ParameterStyle: String, Sendable, Hashable, CaseIterable {
    /// `;color=blue` (path).
    case matrix
    /// `.blue` (path).
    case label
    /// `blue,black` (path, header).
    case simple
    /// `color=blue` (query, cookie).
    case form
    /// `blue%20black` (query arrays and objects).
    case spaceDelimited
    /// `blue|black` (query arrays and objects).
    case pipeDelimited
    /// `color[R]=100` (query objects).
    case deepObject

    /// The default for a location: `simple` for path and header, `form` for query and cookie.
    public static func defaultStyle(for location: ParameterLocation) -> ParameterStyle {
        switch location {
        case .path, .header: return .simple
        case .query, .cookie: return .form
        }
    }
}

/// The JSON type a serialised string is coerced to.
public enum ScalarType: String, Sendable, Hashable {
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
    public func coerce(_ text: String) -> JSONValue {
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
        return (try? JSONValue(decoding: Data(text.utf8)))?.numberValue
    }
}

/// The shape a parameter's schema gives its value, which decides how the serialised text is split.
public enum ParameterShape: Sendable, Hashable {
    /// One value.
    case primitive(ScalarType)
    /// A list of values of one type.
    case array(ScalarType)
    /// Named values; `properties` gives the type of each known name, others are `additional`.
    case object(properties: [String: ScalarType], additional: ScalarType)
}
