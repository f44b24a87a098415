/// Checks UTF-8 without making a `String`: one checker for every reader, on every platform and OS version.
enum UTF8Validation {
    /// Whether `bytes` are well-formed UTF-8 (Unicode's table 3-7, what `String(validating:as:)` accepts, which Apple platforms have only from macOS 15 and iOS 18: no overlong
    /// forms, no surrogates, nothing past U+10FFFF), checked without making a `String`.
    static func isWellFormed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        let count = bytes.count
        func isContinuation(_ at: Int) -> Bool { bytes[at] & 0xC0 == 0x80 }
        while offset < count {
            let lead = bytes[offset]
            switch lead {
            case 0..<0x80:
                offset += 1
            case 0xC2..<0xE0:
                guard offset + 1 < count, isContinuation(offset + 1) else { return false }
                offset += 2
            case 0xE0..<0xF0:
                guard offset + 2 < count, isContinuation(offset + 2) else { return false }
                let second = bytes[offset + 1]
                let allowed: ClosedRange<UInt8> = lead == 0xE0 ? 0xA0...0xBF : lead == 0xED ? 0x80...0x9F : 0x80...0xBF
                guard allowed.contains(second) else { return false }
                offset += 3
            case 0xF0..<0xF5:
                guard offset + 3 < count, isContinuation(offset + 2), isContinuation(offset + 3) else { return false }
                let second = bytes[offset + 1]
                let allowed: ClosedRange<UInt8> = lead == 0xF0 ? 0x90...0xBF : lead == 0xF4 ? 0x80...0x8F : 0x80...0xBF
                guard allowed.contains(second) else { return false }
                offset += 4
            default:
                return false
            }
        }
        return true
    }
}
