@_spi(ContractStubBytes) import ContractStubSyntax

/// The `format` values this engine asserts; any other format is an annotation and is ignored.
/// String formats ignore non-strings and number formats ignore non-numbers, as JSON Schema requires.
package enum SchemaFormat: String, Sendable {
    case dateTime = "date-time"
    case date
    case time
    case uuid
    case email
    case uri
    case ipv4
    case ipv6
    case int32
    case int64
    case byte

    /// "date-time", "IPv4 address", … for messages.
    var noun: String {
        switch self {
        case .dateTime: return "date-time"
        case .date: return "date"
        case .time: return "time"
        case .uuid: return "UUID"
        case .email: return "e-mail address"
        case .uri: return "URI"
        case .ipv4: return "IPv4 address"
        case .ipv6: return "IPv6 address"
        case .int32: return "32-bit integer"
        case .int64: return "64-bit integer"
        case .byte: return "base64 string"
        }
    }

    /// Whether `value` satisfies the format (values of the other kind always do).
    func accepts(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.int32, .number(let number)):
            guard let integer = number.int64Value else { return false }
            return integer >= Int64(Int32.min) && integer <= Int64(Int32.max)
        case (.int64, .number(let number)):
            return number.int64Value != nil
        case (_, .string(let string)):
            return ByteSlice.withUTF8(of: string) { accepts(utf8: $0) }
        default:
            return true
        }
    }

    /// Whether the UTF-8 text `bytes` satisfies the format (a string format; number formats accept any text).
    func accepts(utf8 bytes: ByteSlice) -> Bool {
        switch self {
        case .dateTime: return DateTimeFormat.isDateTime(bytes)
        case .date: return DateTimeFormat.isDate(bytes)
        case .time: return DateTimeFormat.isTime(bytes)
        case .uuid: return Self.isUUID(bytes)
        case .email: return EmailFormat.isEmail(bytes)
        case .uri: return URIFormat.isURI(bytes)
        case .ipv4: return IPAddressFormat.isIPv4(bytes)
        case .ipv6: return IPAddressFormat.isIPv6(bytes)
        case .byte: return Self.isBase64(bytes)
        case .int32, .int64: return true
        }
    }

    /// `8-4-4-4-12` hexadecimal digits, any case.
    private static func isUUID(_ bytes: ByteSlice) -> Bool {
        guard bytes.count == 36 else { return false }
        for (offset, byte) in bytes.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !ASCII.isHexDigit(byte) {
                return false
            }
        }
        return true
    }

    /// RFC 4648 base64 with padding (the OpenAPI `byte` format); the empty string is valid.
    private static func isBase64(_ bytes: ByteSlice) -> Bool {
        guard bytes.count % 4 == 0 else { return false }
        var padding = 0
        for (offset, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "=") {
                guard offset >= bytes.count - 2 else { return false }
                padding += 1
            } else {
                guard padding == 0, ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/") else {
                    return false
                }
            }
        }
        return true
    }
}
