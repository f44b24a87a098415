import Foundation

/// Byte-level moves over JSON text, shared by the fast scans that run beside `JSONDecoder` (``JSONShape``,
/// ``TopLevelMembers``, ``SourceLocator``). They find structure only and trust `JSONDecoder` to judge syntax.
///
/// Strings are crossed with `memchr`, and indentation eight spaces at a time: in a pretty-printed spec most bytes
/// are string contents and leading spaces.
enum JSONBytes {
    /// The offset of the quote that closes the string opened by the quote at `start`, or `nil` if it never closes.
    static func closingQuote(in bytes: UnsafeBufferPointer<UInt8>, openedAt start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var position = start + 1
        while position < bytes.count {
            guard let found = memchr(base + position, Int32(UInt8(ascii: "\"")), bytes.count - position) else { return nil }
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            // A quote preceded by an odd run of backslashes is escaped.
            var backslashes = 0
            while quote - backslashes - 1 > start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
            if backslashes.isMultiple(of: 2) { return quote }
            position = quote + 1
        }
        return nil
    }

    /// Whether `bytes[range]` holds a backslash, that is, whether a string there has escapes.
    static func containsBackslash(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
        guard let base = bytes.baseAddress, !range.isEmpty else { return false }
        return memchr(base + range.lowerBound, Int32(UInt8(ascii: "\\")), range.count) != nil
    }

    /// The first offset at or after `start` that is not JSON whitespace (`bytes.count` if there is none).
    static func whitespaceEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
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
    static func valueEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        var depth = 0
        repeat {
            guard index < bytes.count else { return nil }
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

    /// Skips spaces eight bytes at a time, then one by one.
    private static func spaceRunEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020
            {
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
