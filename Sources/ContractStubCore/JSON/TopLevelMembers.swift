import Foundation

/// Finds the members of a top-level JSON object (key and byte range of each value) with one fast byte scan,
/// so large documents can be decoded member by member in parallel.
///
/// The scan is lenient (it trusts `JSONDecoder` to judge syntax afterwards) and gives up — returning `nil` —
/// on anything unusual: a root that is not an object, escaped keys, repeated keys or truncated input.
enum TopLevelMembers {
    /// A member: its key and the byte range of its value.
    struct Member {
        let key: String
        let value: Range<Int>
    }

    /// The members of the top-level object of `data`.
    static func scan(_ data: Data) -> [Member]? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            skipWhitespace(bytes, &index)
            return index
        }.flatMap { scan(data, objectAt: $0) }
    }

    /// The members of the object that starts at byte `start` of `data` (ranges are offsets into `data`).
    static func scan(_ data: Data, objectAt start: Int) -> [Member]? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> [Member]? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var index = start
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
            index += 1
            var members: [Member] = []
            var keys = Set<String>()
            while true {
                skipWhitespace(bytes, &index)
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") { return members }
                guard bytes[index] == UInt8(ascii: "\"") else { return nil }
                let keyStart = index + 1
                guard let keyEnd = stringEnd(bytes, from: index), !bytes[keyStart..<keyEnd].contains(UInt8(ascii: "\\"))
                else { return nil }
                let key = String(decoding: UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd]), as: UTF8.self)
                guard keys.insert(key).inserted else { return nil }
                index = keyEnd + 1
                skipWhitespace(bytes, &index)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                skipWhitespace(bytes, &index)
                let valueStart = index
                guard skipValue(bytes, &index) else { return nil }
                members.append(Member(key: key, value: valueStart..<index))
                skipWhitespace(bytes, &index)
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        }
    }

    /// The index of the closing quote of the string starting at `start`.
    private static func stringEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index
            default: index += 1
            }
        }
        return nil
    }

    /// Moves past one value of any depth; `false` when the input ends first.
    private static func skipValue(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let end = stringEnd(bytes, from: index) else { return false }
                index = end + 1
                if depth == 0 { return true }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return false }
                if depth == 0 {
                    index += 1
                    return true
                }
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                if depth == 0 { return true }
            default:
                break
            }
            index += 1
        }
        return depth == 0
    }

    private static func skipWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}
