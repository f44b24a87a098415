/// Short descriptions of JSON values for one-line messages: `string "abc"`, `integer 3`, `object`.
enum ValueDescription {
    /// The longest string quoted in a message before it is cut with `…`.
    static let maximumQuotedLength = 40

    /// The value's type and, for scalars, the value itself.
    static func of(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return "boolean \(bool)"
        case .number(let number): return "\(number.isInteger ? "integer" : "number") \(number)"
        case .string(let string): return "string \(quoted(string))"
        case .array(let array): return "array of \(array.count) item\(array.count == 1 ? "" : "s")"
        case .object: return "object"
        }
    }

    /// A compact JSON rendering for literals in messages (enum members, const).
    static func literal(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return String(bool)
        case .number(let number): return number.description
        case .string(let string): return quoted(string)
        case .array(let array): return "[" + array.map(literal).joined(separator: ", ") + "]"
        case .object(let object):
            return "{" + object.map { "\(quoted($0.key)): \(literal($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// `"text"`, cut after ``maximumQuotedLength`` characters.
    static func quoted(_ string: String) -> String {
        let text = string.count > maximumQuotedLength ? string.prefix(maximumQuotedLength) + "…" : Substring(string)
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
