import Foundation

/// The YAML 1.2 core schema: what an untagged plain scalar means.
///
/// `~`, `null`, `Null`, `NULL` and the empty scalar are null; `true`/`True`/`TRUE`/`false`/… are Booleans; decimal,
/// `0o` octal and `0x` hexadecimal integers and decimal or exponent floats (with `.inf`, `-.inf`, `.nan`) are numbers;
/// everything else, `2024-10-01` included, is a string.
enum YAMLCoreSchema {
    /// The value of the plain scalar `text`.
    static func resolve(_ text: String) -> JSONValue {
        var text = text
        return text.withUTF8 { resolve(bytes: $0) } ?? .string(text)
    }

    /// The value of a plain scalar, or `nil` when it is a string.
    static func resolve(bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "~"):
            return bytes.count == 1 ? .null : nil
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return matches(bytes, ["null", "Null", "NULL"]) ? .null : nil
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return matches(bytes, ["true", "True", "TRUE"]) ? .bool(true) : nil
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return matches(bytes, ["false", "False", "FALSE"]) ? .bool(false) : nil
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number(bytes).map(JSONValue.number)
        default:
            return nil
        }
    }

    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [StaticString]) -> Bool {
        words.contains { word in
            word.utf8CodeUnitCount == bytes.count
                && word.withUTF8Buffer { $0.elementsEqual(bytes) }
        }
    }

    /// The number a plain scalar spells in the core schema, or `nil`.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONNumber? {
        guard !bytes.isEmpty else { return nil }
        var index = 0
        var negative = false
        // Safe: bytes is not empty, the guard above (and for the sign below).
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") {
            negative = bytes[0] == UInt8(ascii: "-")
            index = 1
        }
        // Safe: index <= 1 <= bytes.count.
        let rest = UnsafeBufferPointer(rebasing: bytes[index...])
        if let special = infinityOrNaN(rest, negative: negative, signed: index == 1) { return special }
        if index == 0, bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            // Safe: bytes.count > 2, the condition above (and for the next line).
            if bytes[1] == UInt8(ascii: "o") { return radixInteger(bytes, radix: 8) }
            if bytes[1] == UInt8(ascii: "x") { return radixInteger(bytes, radix: 16) }
        }
        var digits = 0
        var isInteger = true
        var position = index
        while position < bytes.count, isDigit(bytes[position]) {
            position += 1
            digits += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            while position < bytes.count, isDigit(bytes[position]) {
                position += 1
                digits += 1
            }
        }
        guard digits > 0 else { return nil }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
            let exponentStart = position
            while position < bytes.count, isDigit(bytes[position]) { position += 1 }
            guard position > exponentStart else { return nil }
        }
        guard position == bytes.count else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        if isInteger, let integer = Int64(text) { return JSONNumber(integer) }
        if let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), !decimal.isNaN,
            decimal.isZero || abs(decimal.exponent) < 100
        {
            return JSONNumber(decimal)
        }
        return Double(text).map { JSONNumber($0) }
    }

    private static func infinityOrNaN(_ bytes: UnsafeBufferPointer<UInt8>, negative: Bool, signed: Bool) -> JSONNumber? {
        guard bytes.count == 4, bytes[0] == UInt8(ascii: ".") else { return nil }
        // Safe: bytes.count == 4, the guard above.
        let word = UnsafeBufferPointer(rebasing: bytes[1...])
        if matches(word, ["inf", "Inf", "INF"]) { return JSONNumber(negative ? -Double.infinity : Double.infinity) }
        if !signed, matches(word, ["nan", "NaN", "NAN"]) { return JSONNumber(Double.nan) }
        return nil
    }

    private static func radixInteger(_ bytes: UnsafeBufferPointer<UInt8>, radix: Int) -> JSONNumber? {
        let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[2...]), as: UTF8.self)  // Safe: callers check count > 2.
        guard digits.first?.isHexDigit == true, let value = Int64(digits, radix: radix) else { return nil }
        return JSONNumber(value)
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
