import Foundation

/// Byte-level moves over JSON text, shared by the fast scans that run beside `JSONDecoder` (``JSONShape``,
/// ``TopLevelMembers``, ``SourceLocator``). They find structure only and trust `JSONDecoder` to judge syntax.
///
/// Strings are crossed with `memchr`, and indentation eight spaces at a time: in a pretty-printed spec most bytes
/// are string contents and leading spaces.
package enum JSONBytes {
    /// The offset of the quote that closes the string opened by the quote at `start`, or `nil` if it never closes.
    /// The quote is found with `memchr`; if it turns out escaped, the string is one that escapes quotes (a JSON
    /// document written as a string, as a HAR entry's body is: one every few bytes) and ``escapingStringEnd(in:from:)``
    /// reads on.
    static func closingQuote(in bytes: UnsafeBufferPointer<UInt8>, openedAt start: Int) -> Int? {
        guard let base = bytes.baseAddress, start + 1 < bytes.count,
            let found = memchr(base + start + 1, Int32(UInt8(ascii: "\"")), bytes.count - start - 1)
        else { return nil }
        let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        // A quote preceded by an odd run of backslashes is escaped.
        var backslashes = 0
        // Safe: memchr found quote below bytes.count, and the condition keeps the index above start.
        while quote - backslashes - 1 > start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
        return backslashes.isMultiple(of: 2) ? quote : escapingStringEnd(in: bytes, from: quote + 1)
    }

    /// The closing quote of a string from `start` (not inside an escape) on: quotes and backslashes are found
    /// eight bytes at a time, and a backslash steps over the byte it escapes.
    private static func escapingStringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var position = start
        while true {
            while position + 8 <= bytes.count {
                // Safe: position + 8 <= bytes.count, the loop's condition.
                let found = quotesAndBackslashes(base.word(at: position, before: bytes.count))
                if found != 0 {
                    position += found.trailingZeroBitCount / 8
                    break
                }
                position += 8
            }
            while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
                position += 1
            }
            guard position < bytes.count else { return nil }
            // Safe: position < bytes.count, the guard above.
            if bytes[position] == UInt8(ascii: "\"") { return position }
            position += 2
        }
    }

    /// The high bit of each byte of `word` (eight bytes of text, the first in the lowest) that is a quote or a
    /// backslash. Borrows can mark a byte above a marked one too, never below it: the lowest mark is exact.
    @inline(__always) static func quotesAndBackslashes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        return (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)) & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` that ends a run of plain string text: a quote, a backslash, a control
    /// character or a byte beyond ASCII; the lowest mark is exact (see ``quotesAndBackslashes(_:)``). Every scan
    /// that crosses strings eight bytes at a time tests its words with this.
    @inline(__always) package static func stringSpecials(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return quotesAndBackslashes(word) | (((word &- ones &* 0x20) & ~word) | word) & 0x8080_8080_8080_8080
    }

    /// The offset of the first byte in `start..<end` of the text at `base` that ends a run of plain string text (see
    /// ``stringSpecials(_:)``), or `end`: eight bytes at a time, since most strings are plain ASCII.
    static func plainRunEnd(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        var position = start
        while position + 8 <= end {
            // Safe: position + 8 <= end, the loop's condition.
            let specials = stringSpecials(base.word(at: position, before: end))
            if specials != 0 { return position + specials.trailingZeroBitCount / 8 }
            position += 8
        }
        while position < end {
            // Safe: position < end, the loop's condition.
            let byte = base.byte(at: position, before: end)
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            position += 1
        }
        return position
    }

    /// Whether `bytes[range]` holds a backslash, that is, whether a string there has escapes.
    static func containsBackslash(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
        guard let base = bytes.baseAddress, !range.isEmpty else { return false }
        // Safe: callers pass a range of the buffer (between a key's quotes).
        return memchr(base + range.lowerBound, Int32(UInt8(ascii: "\\")), range.count) != nil
    }

    /// The first offset at or after `start` that is not JSON whitespace (`bytes.count` if there is none).
    package static func whitespaceEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            // Safe: index < bytes.count, the loop's condition.
            switch bytes[index] {
            case UInt8(ascii: " "):
                index += 1
                index = spaceRunEnd(in: bytes, from: index)
            case 0x09, 0x0A, 0x0D:
                index += 1
            default:
                return index
            }
        }
        return index
    }

    /// The offset just past the value that starts at `start` (any depth, without recursion), or `nil` when the text
    /// ends first. A scalar runs up to the next delimiter.
    package static func valueEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        var depth = 0
        repeat {
            guard index < bytes.count else { return nil }
            // Safe: index < bytes.count, the guard above.
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let quote = closingQuote(in: bytes, openedAt: index) else { return nil }
                index = quote + 1
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return nil }
            case UInt8(ascii: " ") where depth > 0:
                index = spaceRunEnd(in: bytes, from: index + 1)
                continue
            default:
                if depth == 0 {
                    while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
                    return index
                }
            }
            index += 1
        } while depth > 0
        return index
    }

    /// Skips spaces eight bytes at a time: the first word that is not all spaces says where the run ends (its first
    /// byte is its lowest); only the last few bytes of the text go one by one.
    private static func spaceRunEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let others = base.word(at: index, before: bytes.count) ^ 0x2020_2020_2020_2020
                guard others == 0 else { return index + others.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x09, 0x0A, 0x0D: return true
        default: return false
        }
    }
}
