import Foundation

/// Finds the members of a JSON object (key, start and value range of each), or the elements of an array, with one
/// fast byte scan, so a HAR capture's entries can be read one at a time. (``ParallelDecoding`` cuts documents along an
/// ``ObjectOutline``, which reaches several levels in one scan.)
///
/// The scan is lenient (it trusts `JSONDecoder` to judge syntax afterwards) and gives up — returning `nil` —
/// on anything unusual: a root that is not an object, escaped keys, repeated keys or truncated input.
package enum TopLevelMembers {
    /// A member: its key, where it starts (the key's opening quote) and the byte range of its value.
    package struct Member {
        package let key: String
        let start: Int
        package let value: Range<Int>
    }

    /// The members of the top-level object of `data`.
    package static func scan(_ data: Data) -> [Member]? {
        let rootStart = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int in
            let bytes = raw.bindMemory(to: UInt8.self)
            return JSONBytes.whitespaceEnd(in: bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0)
        }
        return scan(data, objectAt: rootStart)
    }

    /// The members of the object that starts at byte `start` of `data` (ranges are offsets into `data`).
    package static func scan(_ data: Data, objectAt start: Int) -> [Member]? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Member]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
            var index = start + 1
            var members: [Member] = []
            var keys = Set<String>()
            while true {
                index = JSONBytes.whitespaceEnd(in: bytes, from: index)
                guard index < bytes.count else { return nil }
                // Safe: index < bytes.count, the guard above (and for the quote below).
                if bytes[index] == UInt8(ascii: "}") { return members }
                // Safe: index < bytes.count, the guard two lines up.
                guard bytes[index] == UInt8(ascii: "\""), let keyEnd = JSONBytes.closingQuote(in: bytes, openedAt: index),
                    !JSONBytes.containsBackslash(bytes, in: (index + 1)..<keyEnd)
                else { return nil }
                let keyStart = index
                // Safe: closingQuote found keyEnd below bytes.count, after index.
                let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<keyEnd]), as: UTF8.self)
                guard keys.insert(key).inserted else { return nil }
                index = JSONBytes.whitespaceEnd(in: bytes, from: keyEnd + 1)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                let valueStart = JSONBytes.whitespaceEnd(in: bytes, from: index + 1)
                guard let valueEnd = JSONBytes.valueEnd(in: bytes, from: valueStart), valueEnd > valueStart else { return nil }
                members.append(Member(key: key, start: keyStart, value: valueStart..<valueEnd))
                index = JSONBytes.whitespaceEnd(in: bytes, from: valueEnd)
                guard index < bytes.count else { return nil }
                // Safe: index < bytes.count, the guard above.
                if bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        }
    }

    /// The ranges of the elements of the array that starts at byte `start` of `data`, as leniently as members are
    /// found (`nil` on anything unusual).
    package static func elements(of data: Data, arrayAt start: Int) -> [Range<Int>]? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Range<Int>]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard start < bytes.count, bytes[start] == UInt8(ascii: "[") else { return nil }
            var ranges: [Range<Int>] = []
            var index = JSONBytes.whitespaceEnd(in: bytes, from: start + 1)
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                guard let end = JSONBytes.valueEnd(in: bytes, from: index), end > index else { return nil }
                ranges.append(index..<end)
                index = JSONBytes.whitespaceEnd(in: bytes, from: end)
                guard index < bytes.count else { return nil }
                // Safe: index < bytes.count, the guard above.
                if bytes[index] == UInt8(ascii: ",") { index = JSONBytes.whitespaceEnd(in: bytes, from: index + 1) }
            }
            return index < bytes.count ? ranges : nil
        }
    }
}
