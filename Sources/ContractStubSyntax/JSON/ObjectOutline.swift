import Foundation

/// The members of a JSON object and, a given number of levels down, of the objects among them, found in one byte
/// scan: where each key and value lies, nothing decoded.
///
/// ``ParallelDecoding`` cuts a large document along this outline. Scanning each level again (the members of the
/// root, then of each large member, …) crossed the bytes of a deeply nested spec three or four times, on one core,
/// before any decoding began (issue 37); the outline crosses them once. Keys are left as byte ranges: only the objects
/// that are cut need them as strings.
///
/// Like ``TopLevelMembers``, the scan is lenient and trusts `JSONDecoder` to judge syntax afterwards; it returns
/// `nil` only when the text has no structure to follow (a value or key that never ends, a missing `:`).
struct ObjectOutline: Sendable {
    /// A member: where its key and value lie, and the outline of the value when it is an object within reach.
    struct Member: Sendable {
        /// The key's contents (between its quotes).
        let key: Range<Int>
        /// Where the member starts (the key's opening quote).
        let start: Int
        /// The value's bytes.
        let value: Range<Int>
        /// The outline of the value, when it is an object and the scan went that deep.
        let nested: ObjectOutline?
    }

    /// The members, in document order (repeated keys included).
    private(set) var members: [Member] = []
    /// Whether a key holds a backslash (an escape, which only `JSONDecoder` reads exactly).
    private(set) var hasEscapedKey = false

    /// The outline of the object at byte `start` of `bytes` with `depth` levels of the objects inside it, and the
    /// offset just past it; `nil` when `start` is not an object or the text breaks off.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, objectAt start: Int, depth: Int) -> (outline: ObjectOutline, end: Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var outline = ObjectOutline()
        var index = start + 1
        while true {
            index = JSONBytes.whitespaceEnd(in: bytes, from: index)
            guard index < bytes.count else { return nil }
            // Safe: index < bytes.count, the guard above (and for the quote below).
            if bytes[index] == UInt8(ascii: "}") { return (outline, index + 1) }
            // Safe: index < bytes.count, the guard two lines up.
            guard bytes[index] == UInt8(ascii: "\""), let keyEnd = JSONBytes.closingQuote(in: bytes, openedAt: index) else { return nil }
            let key = (index + 1)..<keyEnd
            if JSONBytes.containsBackslash(bytes, in: key) { outline.hasEscapedKey = true }
            index = JSONBytes.whitespaceEnd(in: bytes, from: keyEnd + 1)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            let valueStart = JSONBytes.whitespaceEnd(in: bytes, from: index + 1)
            var nested: ObjectOutline?
            let valueEnd: Int
            // Safe: valueStart < bytes.count, checked first.
            if depth > 0, valueStart < bytes.count, bytes[valueStart] == UInt8(ascii: "{") {
                guard let (inner, end) = scan(bytes, objectAt: valueStart, depth: depth - 1) else { return nil }
                nested = inner
                valueEnd = end
            } else {
                guard let end = JSONBytes.valueEnd(in: bytes, from: valueStart), end > valueStart else { return nil }
                valueEnd = end
            }
            outline.members.append(Member(key: key, start: key.lowerBound - 1, value: valueStart..<valueEnd, nested: nested))
            index = JSONBytes.whitespaceEnd(in: bytes, from: valueEnd)
            guard index < bytes.count else { return nil }
            // Safe: index < bytes.count, the guard above.
            if bytes[index] == UInt8(ascii: ",") { index += 1 }
        }
    }
}
