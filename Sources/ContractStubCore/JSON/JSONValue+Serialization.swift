extension JSONValue {
    /// The JSON text of this value: keys in their order, numbers exactly as kept,
    /// non-ASCII left as is, `/` not escaped. `pretty` indents by two spaces.
    ///
    /// ```swift
    /// JSONValue.object(["id": 1]).serialized()  // {"id":1}
    /// ```
    public func serialized(pretty: Bool = false) -> String {
        var text = ""
        write(to: &text, pretty: pretty, indent: 0)
        return text
    }

    private func write(to text: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: text += "null"
        case .bool(let bool): text += bool ? "true" : "false"
        case .number(let number): text += number.description
        case .string(let string): Self.writeString(string, to: &text)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                Self.newline(&text, pretty: pretty, indent: indent + 1)
                element.write(to: &text, pretty: pretty, indent: indent + 1)
            }
            Self.newline(&text, pretty: pretty, indent: indent)
            text += "]"
        case .object(let object):
            guard !object.isEmpty else {
                text += "{}"
                return
            }
            text += "{"
            for (index, member) in object.enumerated() {
                if index > 0 { text += "," }
                Self.newline(&text, pretty: pretty, indent: indent + 1)
                Self.writeString(member.key, to: &text)
                text += pretty ? ": " : ":"
                member.value.write(to: &text, pretty: pretty, indent: indent + 1)
            }
            Self.newline(&text, pretty: pretty, indent: indent)
            text += "}"
        }
    }

    private static func newline(_ text: inout String, pretty: Bool, indent: Int) {
        guard pretty else { return }
        text += "\n"
        text += String(repeating: "  ", count: indent)
    }

    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
