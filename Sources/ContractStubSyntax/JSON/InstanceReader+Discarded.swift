/// The value of a repeated key, which the `JSONDecoder` path drops (the first value is kept): `JSONDecoder` checks
/// only its structure, and the structure scan before it reads its escaped keys. So here a number is any run of
/// number characters that starts with `-` or a digit, a string runs to its next unescaped quote (`\u` must be followed
/// by four bytes that are not quotes), and only keys with escapes are read strictly. Its text must still be well-formed
/// UTF-8, as every document must be before the `JSONDecoder` path reads it. What is read is a stand-in.
extension InstanceReader {
    /// Steps past a dropped number.
    mutating func skipNumber() throws(Failure) -> JSONNumber {
        // Safe: readNumber, the only caller, is at a byte read at index < end.
        guard base.byte(at: index, before: end) == UInt8(ascii: "-") || (0x30...0x39).contains(base.byte(at: index, before: end)) else {
            throw .syntax
        }
        index += 1
        while index < end, "0123456789.+-eE".utf8.contains(base.byte(at: index, before: end)) { index += 1 }
        return JSONNumber(0)
    }

    /// Steps past a dropped string.
    mutating func skipString() throws(Failure) -> String {
        let start = index + 1
        let quote = try closingQuote()
        // Safe: closingQuote() found the quote at quote < end, after start.
        guard UTF8Validation.isWellFormed(UnsafeBufferPointer(start: base + start, count: quote - start)) else { throw .syntax }
        index = quote + 1
        return ""
    }

    /// A key inside a dropped value: read strictly when it has escapes, else taken as it is.
    mutating func readDiscardedKey() throws(Failure) -> String {
        let start = index + 1
        let quote = try closingQuote()
        // Safe: closingQuote() found the quote at quote < end, after start.
        let contents = UnsafeBufferPointer(start: base + start, count: quote - start)
        if contents.contains(UInt8(ascii: "\\")) { return try readString() }
        guard UTF8Validation.isWellFormed(contents) else { throw .syntax }
        index = quote + 1
        return String(decoding: contents, as: UTF8.self)
    }

    /// The offset of the quote that closes the string opened at `index`, found as `JSONDecoder` skips strings; it must
    /// also be where a quote not preceded by an odd run of backslashes is (where the structure scan ends the string).
    private func closingQuote() throws(Failure) -> Int {
        var position = index + 1
        while position < end {
            // Safe: position < end, the loop's condition.
            switch base.byte(at: position, before: end) {
            case UInt8(ascii: "\""):
                var backslashes = 0
                // Safe: the index stays above `index` (the condition) and below position < end.
                while position - backslashes - 1 > index, base.byte(at: position - backslashes - 1, before: end) == UInt8(ascii: "\\") {
                    backslashes += 1
                }
                guard backslashes.isMultiple(of: 2) else { throw .syntax }
                return position
            case UInt8(ascii: "\\"):
                guard position + 1 < end else { throw .syntax }
                // Safe: position + 1 < end, the guard above.
                if base.byte(at: position + 1, before: end) == UInt8(ascii: "u") {
                    guard position + 6 <= end, !(2..<6).contains(where: { base.byte(at: position + $0, before: end) == UInt8(ascii: "\"") })
                    else {
                        throw .syntax
                    }
                    position += 6
                } else {
                    position += 2
                }
            default:
                position += 1
            }
        }
        throw .syntax
    }
}
