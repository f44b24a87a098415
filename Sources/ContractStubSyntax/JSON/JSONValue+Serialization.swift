extension JSONValue {
    /// The JSON text of this value: keys in their order, numbers exactly as kept,
    /// non-ASCII left as is, `/` not escaped. `pretty` indents by two spaces.
    ///
    /// ```swift
    /// JSONValue.object(["id": 1]).serialized()  // {"id":1}
    /// ```
    package func serialized(pretty: Bool = false) -> String {
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
        // Runs of characters that need no escape are appended whole: appending scalar by scalar was most of the
        // cost of serializing (stub bodies, traffic-log lines, variants).
        let bytes = string.utf8
        var runStart = bytes.startIndex
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            text += string[runStart..<index]
            switch byte {
            case UInt8(ascii: "\""): text += "\\\""
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0x09: text += "\\t"
            case 0x08: text += "\\b"
            case 0x0C: text += "\\f"
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
            runStart = bytes.index(after: index)
        }
        text += string[runStart...]
        text += "\""
    }
}
