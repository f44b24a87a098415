import Foundation

extension TrafficLineScanner {
    /// Reads the string at `position` (its opening quote): no raw control characters, only JSON's escapes, `\u`
    /// surrogates in pairs, and well-formed UTF-8. The token's range is the text between the quotes.
    mutating func string() throws(SyntaxError) -> Token {
        position += 1
        let start = position
        var escaped = false
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return Token(kind: .string, range: start..<(position - 1), escaped: escaped)
            case UInt8(ascii: "\\"):
                escaped = true
                try escape()
            case 0x00..<0x20: throw failure("a control character (\(Self.describe(byte))) must be escaped in a string")
            case 0x20..<0x80: position += 1
            default: try multibyte()
            }
        }
        throw failure("a string was not closed before the end of the line")
    }

    /// The value of the string token `token` of `bytes` as UTF-8: its bytes with every escape replaced.
    static func unescaped(_ token: Token, in bytes: UnsafeRawBufferPointer) -> [UInt8] {
        let text = UnsafeRawBufferPointer(rebasing: bytes[token.range])
        guard token.escaped else { return Array(text) }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let rest = UnsafeRawBufferPointer(rebasing: text[index...])
            guard let backslash = memchr(rest.baseAddress!, Int32(UInt8(ascii: "\\")), rest.count) else {
                result.append(contentsOf: rest)
                break
            }
            let runEnd = index + (rest.baseAddress!.distance(to: UnsafeRawPointer(backslash)))
            result.append(contentsOf: text[index..<runEnd])
            index = runEnd + 1
            let letter = text[index]
            index += 1
            switch letter {
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = hexValue(text, at: index)
                index += 4
                if (0xD800..<0xDC00).contains(scalar) {  // the scan checked a low surrogate follows
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (hexValue(text, at: index + 2) - 0xDC00)
                    index += 6
                }
                result.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
            default: result.append(letter)  // '"', '\\', '/'
            }
        }
        return result
    }

    /// Checks the escape at `position` (its backslash) and moves past it.
    private mutating func escape() throws(SyntaxError) {
        guard position + 1 < bytes.count else { throw failure("a string was not closed before the end of the line") }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let scalar = try unicodeEscape()
            if (0xDC00..<0xE000).contains(scalar) { throw failure("a \\u escape is a low surrogate without a high one") }
            if (0xD800..<0xDC00).contains(scalar) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                    (0xDC00..<0xE000).contains(try unicodeEscape())
                else { throw failure("a \\u escape is a high surrogate without a low one after it") }
            }
        default: throw failure("\(Self.describe(bytes[position + 1])) cannot follow a backslash in a string")
        }
    }

    /// Reads `\uXXXX` at `position` and returns its code unit.
    private mutating func unicodeEscape() throws(SyntaxError) -> UInt32 {
        guard bytes.count - position >= 6, (2..<6).allSatisfy({ Self.hexDigit(bytes[position + $0]) != nil }) else {
            throw failure("\\u must be followed by four hexadecimal digits")
        }
        let value = Self.hexValue(UnsafeRawBufferPointer(rebasing: bytes[position...]), at: 2)
        position += 6
        return value
    }

    /// Checks the UTF-8 sequence at `position` (a byte of 0x80 or more) and moves past it.
    private mutating func multibyte() throws(SyntaxError) {
        let lead = bytes[position]
        let (count, low, high): (Int, UInt8, UInt8)
        switch lead {
        case 0xC2...0xDF: (count, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (count, low, high) = (3, 0xA0, 0xBF)
        case 0xED: (count, low, high) = (3, 0x80, 0x9F)
        case 0xE1...0xEF: (count, low, high) = (3, 0x80, 0xBF)
        case 0xF0: (count, low, high) = (4, 0x90, 0xBF)
        case 0xF4: (count, low, high) = (4, 0x80, 0x8F)
        case 0xF1...0xF3: (count, low, high) = (4, 0x80, 0xBF)
        default: throw failure("the line is not UTF-8 (\(Self.describe(lead)))")
        }
        guard bytes.count - position >= count, (low...high).contains(bytes[position + 1]),
            (2..<count).allSatisfy({ bytes[position + $0] & 0xC0 == 0x80 })
        else { throw failure("the line is not UTF-8 (\(Self.describe(lead)) starts a broken sequence)") }
        position += count
    }

    private static func hexValue(_ text: UnsafeRawBufferPointer, at index: Int) -> UInt32 {
        (index..<(index + 4)).reduce(0) { $0 << 4 | UInt32(hexDigit(text[$1])!) }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
