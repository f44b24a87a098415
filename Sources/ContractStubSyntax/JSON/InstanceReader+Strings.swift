import Foundation

/// Strings: ASCII without escapes (most keys and values) is copied straight from the bytes; other UTF-8 is validated;
/// escapes are decoded into a reused buffer. Lone surrogates (`\ud800`), invalid UTF-8 and raw control characters
/// are refused, as `JSONDecoder` refuses them.
extension InstanceReader {
    /// Reads the object key whose opening quote is at `index`. Keys repeat (every element of a list has the same
    /// ones), so a plain ASCII key longer than a small string is looked up among the keys read before and shared
    /// rather than allocated again.
    mutating func readKey() throws(Failure) -> String {
        let start = index + 1
        let position = plainRunEnd(from: start)
        let count = position - start
        guard position < end, base.byte(at: position, before: end) == UInt8(ascii: "\""), count > 15 else { return try readString() }
        index = position + 1
        if keyCache.isEmpty { keyCache = [String?](repeating: nil, count: Self.keyCacheSize) }
        // Safe: `count > 15`, so the word at start lies in start..<position, inside the input.
        let first = base.word(at: start, before: position)
        // Safe: `count > 15`, so position - 8 > start: this word too lies in start..<position.
        let last = base.word(at: position - 8, before: position)
        let hash = (first ^ (last >> 3) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        let slot = Int(truncatingIfNeeded: hash >> 57) & (Self.keyCacheSize - 1)
        if let cached = keyCache[slot], cached.utf8.count == count,
            // Safe: start..<position (count bytes) lies in the input: plainRunEnd stops at or before end.
            cached.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, base + start, count) == 0 }) == true
        {
            return cached
        }
        // Safe: the same count bytes as above.
        let key = String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self)
        keyCache[slot] = key
        return key
    }

    /// Where a string's contents are once ``scanString()`` has checked them.
    public enum StringContents {
        /// Straight in the input: `count` bytes from `start`, all ASCII when `isASCII`.
        case raw(start: Int, count: Int, isASCII: Bool)
        /// In ``unescaped`` (the string had escapes), until the next string is read.
        case unescaped
    }

    /// Reads the string whose opening quote is at `index` and steps past its closing quote.
    mutating func readString() throws(Failure) -> String {
        switch try scanString() {
        case .raw(let start, let count, _):
            // Safe: scanString() found these count bytes from start before the closing quote, inside the input.
            return String(decoding: UnsafeBufferPointer(start: base + start, count: count), as: UTF8.self)
        case .unescaped:
            return String(decoding: unescaped, as: UTF8.self)
        }
    }

    /// Checks the string whose opening quote is at `index` without making a `String` of it, steps past its closing
    /// quote and says where its (valid UTF-8) contents are.
    package mutating func scanString() throws(Failure) -> StringContents {
        let start = index + 1
        var position = plainRunEnd(from: start)
        var highBits: UInt8 = 0
        while true {
            guard position < end else { throw .syntax }
            // Safe: position < end, the guard above.
            let byte = base.byte(at: position, before: end)
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") { return try scanEscapedString(from: start, escapeAt: position) }
            guard byte >= 0x20 else { throw .syntax }
            highBits |= byte
            position += 1
        }
        index = position + 1
        // Safe: the closing quote is at position < end (the loop above), so start..<position lies in the input.
        let contents = UnsafeBufferPointer(start: base + start, count: position - start)
        guard highBits < 0x80 else {
            guard UTF8Validation.isWellFormed(contents) else { throw .syntax }
            return .raw(start: start, count: contents.count, isASCII: false)
        }
        return .raw(start: start, count: contents.count, isASCII: true)
    }

    /// The offset of the first byte at or after `position` that is a quote, a backslash, a control character or not
    /// ASCII (or `end`).
    private func plainRunEnd(from position: Int) -> Int {
        JSONBytes.plainRunEnd(base, from: position, to: end)
    }

    /// The slow path: the string from `start` has its first escape at `escape`. Runs of plain ASCII between escapes
    /// are copied whole (a JSON document written as a string, as a HAR entry's body is, has an escape every few
    /// bytes); the result is checked as UTF-8 only when bytes beyond ASCII were copied (decoded escapes are valid).
    private mutating func scanEscapedString(from start: Int, escapeAt escape: Int) throws(Failure) -> StringContents {
        unescaped.removeAll(keepingCapacity: true)
        // Safe: the escape was found at escape < end, after start.
        let prefix = UnsafeBufferPointer(start: base + start, count: escape - start)
        unescaped.append(contentsOf: prefix)
        var copiedBeyondASCII = prefix.contains { $0 >= 0x80 }
        var position = escape
        while true {
            guard position < end else { throw .syntax }
            // Safe: position < end, the guard above.
            let byte = base.byte(at: position, before: end)
            switch byte {
            case UInt8(ascii: "\""):
                index = position + 1
                guard !copiedBeyondASCII || unescaped.withUnsafeBufferPointer(UTF8Validation.isWellFormed) else { throw .syntax }
                return .unescaped
            case UInt8(ascii: "\\"):
                position = try appendEscape(at: position)
            case 0..<0x20:
                throw .syntax
            case 0x80...:
                copiedBeyondASCII = true
                unescaped.append(byte)
                position += 1
            default:
                let runEnd = plainRunEnd(from: position)
                // Safe: plainRunEnd returns runEnd <= end.
                unescaped.append(contentsOf: UnsafeBufferPointer(start: base + position, count: runEnd - position))
                position = runEnd
            }
        }
    }

    /// Decodes the escape at `position` into `unescaped`; returns the offset after it.
    private mutating func appendEscape(at position: Int) throws(Failure) -> Int {
        guard position + 1 < end else { throw .syntax }
        let simple: UInt8
        // Safe: position + 1 < end, the guard above.
        switch base.byte(at: position + 1, before: end) {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): return try appendUnicodeEscape(at: position)
        default: throw .syntax
        }
        unescaped.append(simple)
        return position + 2
    }

    /// `\uXXXX`, or a surrogate pair `\uD83D\uDE00`; a surrogate without its partner is refused.
    private mutating func appendUnicodeEscape(at position: Int) throws(Failure) -> Int {
        let unit = try hex4(at: position + 2)
        var scalarValue = unit
        var next = position + 6
        switch unit {
        case 0xDC00...0xDFFF:
            throw .syntax
        case 0xD800...0xDBFF:
            guard next + 1 < end, base.byte(at: next, before: end) == UInt8(ascii: "\\"),
                base.byte(at: next + 1, before: end) == UInt8(ascii: "u")
            else { throw .syntax }
            let low = try hex4(at: next + 2)
            guard (0xDC00...0xDFFF).contains(low) else { throw .syntax }
            scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            next += 6
        default:
            break
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw .syntax }
        unescaped.append(contentsOf: UTF8.encode(scalar)!)
        return next
    }

    /// The four hex digits at `position`.
    private func hex4(at position: Int) throws(Failure) -> UInt32 {
        guard position + 4 <= end else { throw .syntax }
        var value: UInt32 = 0
        for offset in 0..<4 {
            // Safe: position + offset < position + 4 <= end, the guard above.
            let byte = base.byte(at: position + offset, before: end)
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw .syntax
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}
