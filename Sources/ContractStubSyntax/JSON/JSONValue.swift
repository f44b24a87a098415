/// A JSON value that keeps object key order and exact numbers.
///
/// Equality follows JSON Schema: numbers compare by mathematical value (`1 == 1.0`),
/// objects compare regardless of key order, and `true` never equals `1`.
///
/// ```swift
/// let value = try JSONDecoder().decode(JSONValue.self, from: Data(#"{"id": 1, "tags": ["a"]}"#.utf8))
/// value["tags"]?[0] == "a"   // true
/// value["id"] == 1           // true
/// ```
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept exactly (see ``JSONNumber``).
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object whose keys keep their document order.
    case object(JSONObject)
}

extension JSONValue {
    /// JSON equality: strings compare by Unicode code points (not by Swift's canonical equivalence, so `"é"` and
    /// `"e\u{301}"` differ), numbers by value, objects regardless of key order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a == b
        default: return false
        }
    }

    /// The JSON type name used in messages: `null`, `boolean`, `integer`, `number`, `string`, `array` or `object`.
    package var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number(let number): return number.isInteger ? "integer" : "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The string, if this is a string.
    package var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The Boolean, if this is `true` or `false`.
    package var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The number, if this is a number.
    package var numberValue: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The elements, if this is an array.
    package var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The object, if this is an object.
    package var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// Whether this is `null`.
    package var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The member named `key`, if this is an object that has one.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }

    /// The element at `index`, if this is an array long enough.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }

    /// The value that `pointer` designates inside this value, or `nil` when a token does not match.
    package subscript(pointer: JSONPointer) -> JSONValue? {
        var current: JSONValue? = self
        pointer.walkTokens { token in
            guard let next = current?.member(token) else {
                current = .none
                return false
            }
            current = next
            return true
        }
        return current
    }

    /// The member `token` of an object, or the element it numbers (RFC 6901) of an array; `nil` for anything else.
    package func member(_ token: String) -> JSONValue? {
        switch self {
        case .object(let object): return object[token]
        case .array(let array):
            guard let index = JSONPointer.arrayIndex(token), array.indices.contains(index) else { return nil }
            return array[index]
        default: return nil
        }
    }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `nil` is `null`.
    public init(nilLiteral: ()) { self = .null }
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// An integer literal.
    public init(integerLiteral value: Int64) { self = .number(JSONNumber(value)) }
    /// A floating-point literal, converted through its shortest decimal text.
    public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An array literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A dictionary literal; key order is kept.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements))
    }
}
