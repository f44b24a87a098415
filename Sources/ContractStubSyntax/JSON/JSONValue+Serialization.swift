import Foundation

extension JSONValue {
    /// The JSON text of this value: keys in their order, numbers exactly as kept,
    /// non-ASCII left as is, `/` not escaped. `pretty` indents by two spaces.
    ///
    /// ```swift
    /// JSONValue.object(["id": 1]).serialized()  // {"id":1}
    /// ```
    package func serialized(pretty: Bool = false) -> String {
        String(decoding: serializedBytes(pretty: pretty), as: UTF8.self)
    }

    /// The bytes of ``serialized(pretty:)``, for a body or a file.
    package func serializedData(pretty: Bool = false) -> Data {
        Data(serializedBytes(pretty: pretty))
    }

    /// The UTF-8 of the JSON text, written into one growing byte array: appending to a `String` piece by piece cost
    /// most of the time of serializing (stub bodies, traffic-log lines, response variants).
    private func serializedBytes(pretty: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(128)
        write(to: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(to output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: Self.append("null", to: &output)
        case .bool(let bool): Self.append(bool ? "true" : "false", to: &output)
        case .number(let number): output.append(contentsOf: number.description.utf8)
        case .string(let string): Self.writeString(string, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                Self.append("[]", to: &output)
                return
            }
            output.append(UInt8(ascii: "["))
            for index in 0..<elements.count {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, pretty: pretty, indent: indent + 1)
                elements[index].write(to: &output, pretty: pretty, indent: indent + 1)
            }
            Self.newline(&output, pretty: pretty, indent: indent)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.isEmpty else {
                Self.append("{}", to: &output)
                return
            }
            output.append(UInt8(ascii: "{"))
            var first = true
            for member in object {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                Self.newline(&output, pretty: pretty, indent: indent + 1)
                Self.writeString(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if pretty { output.append(UInt8(ascii: " ")) }
                member.value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            Self.newline(&output, pretty: pretty, indent: indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func append(_ literal: StaticString, to output: inout [UInt8]) {
        literal.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    private static func newline(_ output: inout [UInt8], pretty: Bool, indent: Int) {
        guard pretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            // Runs of bytes that need no escape are copied whole.
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                switch byte {
                case UInt8(ascii: "\""): append("\\\"", to: &output)
                case UInt8(ascii: "\\"): append("\\\\", to: &output)
                case 0x0A: append("\\n", to: &output)
                case 0x0D: append("\\r", to: &output)
                case 0x09: append("\\t", to: &output)
                case 0x08: append("\\b", to: &output)
                case 0x0C: append("\\f", to: &output)
                default:
                    append("\\u00", to: &output)
                    output.append(hexDigit(byte >> 4))
                    output.append(hexDigit(byte & 0x0F))
                }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The uppercase hexadecimal digit of `nibble` (0-15).
    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10
    }
}
