import Foundation

/// Checks that bytes are well-formed UTF-8 without making a `String`: one checker for every reader, on every platform
/// and OS version, and before any Foundation reader sees a document.
///
/// `JSONDecoder` is not trusted with malformed UTF-8: the swift-corelibs-foundation of Swift 6.0 traps on it (the
/// process aborts) where later Foundations throw. Every document goes through ``firstInvalidOffset(in:)`` first, so
/// what happens does not depend on which Foundation the package is built with.
enum UTF8Validation {
    /// The offset of the first byte that does not start or continue a well-formed UTF-8 sequence (Unicode's table
    /// 3-7, what `String(validating:as:)` accepts: no overlong forms, no surrogates, nothing past U+10FFFF), or `nil`
    /// when all of `bytes` is well-formed. ASCII is crossed eight bytes at a time.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var offset = 0
        while offset < count {
            while offset + 8 <= count, base.word(at: offset, before: count) & 0x8080_8080_8080_8080 == 0 {
                offset += 8
            }
            guard offset < count else { break }
            // Safe: offset < count, the guard above.
            let lead = base.byte(at: offset, before: count)
            func continues(_ at: Int) -> Bool { at < count && base.byte(at: at, before: count) & 0xC0 == 0x80 }
            switch lead {
            case 0..<0x80:
                offset += 1
            case 0xC2..<0xE0:
                guard continues(offset + 1) else { return offset }
                offset += 2
            case 0xE0..<0xF0:
                let allowed: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
                guard offset + 1 < count, allowed.contains(base.byte(at: offset + 1, before: count)), continues(offset + 2) else {
                    return offset
                }
                offset += 3
            case 0xF0..<0xF5:
                let allowed: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
                guard offset + 1 < count, allowed.contains(base.byte(at: offset + 1, before: count)), continues(offset + 2),
                    continues(offset + 3)
                else { return offset }
                offset += 4
            default:
                return offset
            }
        }
        return nil
    }

    /// Whether all of `bytes` is well-formed UTF-8, checked without making a `String` (`String(validating:as:)` is
    /// macOS 15 / iOS 18 and later).
    static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstInvalidOffset(in: bytes) == nil
    }

    /// ``firstInvalidOffset(in:)`` over `data`.
    static func firstInvalidOffset(in data: Data) -> Int? {
        data.withUnsafeBytes { raw in firstInvalidOffset(in: raw.bindMemory(to: UInt8.self)) }
    }
}
