@_spi(ContractStubBytes) import ContractStubSyntax

/// RFC 3986 absolute URIs: `scheme ":" hier-part ["?" query] ["#" fragment]`, checked in one pass over the bytes
/// (every `format: uri` string of every checked body comes here).
enum URIFormat {
    static func isURI(_ bytes: ByteSlice) -> Bool {
        guard let first = bytes.first, ASCII.isAlpha(first) else { return false }
        var index = 1
        while true {  // the scheme: letters, digits, `+`, `-`, `.` up to the colon
            guard index < bytes.count else { return false }
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { break }
            guard ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return false }
            index += 1
        }
        index += 1
        if bytes.count - index >= 2, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            let start = index + 2
            index = start
            while index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "?"),
                bytes[index] != UInt8(ascii: "#")
            {
                index += 1
            }
            guard isAuthority(bytes, start..<index) else { return false }
        }
        // The path, then the query after the first `?`, then the fragment after the first `#`.
        var part = Part.path
        while index < bytes.count {
            if bytes.count - index >= 8 {
                let run = commonRun(bytes.word(at: index))
                index += run
                if run == 8 { continue }
            }
            let byte = bytes[index]
            if part.allows(byte) {
                index += 1
            } else if byte == UInt8(ascii: "%") {
                guard isPercentEscape(bytes, at: index) else { return false }
                index += 3
            } else if byte == UInt8(ascii: "?"), part == .path {
                part = .query
                index += 1
            } else if byte == UInt8(ascii: "#"), part != .fragment {
                part = .fragment
                index += 1
            } else {
                return false
            }
        }
        return true
    }

    /// How many of the eight bytes of `word` (the first in its lowest byte) are, from the first on, letters, digits,
    /// `-`, `.`, `/` or `:`: what most of a URI's path is made of, and allowed in all of path, query and fragment.
    /// Each byte is range-checked in place (`-` to `:` is one range), so a run of them costs one test per word.
    private static func commonRun(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        /// The high bit of each byte from `low` to `top` (bytes below 0x80: one above can only mark bytes above it).
        func inRange(_ word: UInt64, _ low: UInt8, _ top: UInt8) -> UInt64 {
            (word &+ ones &* UInt64(0x80 - low)) & ~(word &+ ones &* UInt64(0x7F - top)) & high
        }
        let common =
            (inRange(word, UInt8(ascii: "-"), UInt8(ascii: ":")) | inRange(word | ones &* 0x20, UInt8(ascii: "a"), UInt8(ascii: "z")))
            & ~word
        let other = ~common & high
        return other == 0 ? 8 : other.trailingZeroBitCount / 8
    }

    /// The parts after the authority, and the bytes each takes as they are (besides `%XX` escapes).
    private enum Part {
        case path
        case query
        case fragment

        /// Unreserved characters and sub-delimiters everywhere, `/`, `:` and `@` in all three, `?` after the path.
        func allows(_ byte: UInt8) -> Bool {
            switch self {
            case .path: URIFormat.isIn(byte, below64: plainBelow64 | slash | colon, from64: plainFrom64 | at)
            case .query, .fragment: URIFormat.isIn(byte, below64: plainBelow64 | slash | colon | question, from64: plainFrom64 | at)
            }
        }
    }

    /// `[userinfo "@"] host [":" port]`.
    private static func isAuthority(_ bytes: ByteSlice, _ authority: Range<Int>) -> Bool {
        var hostPort = authority
        if let at = authority.last(where: { bytes[$0] == UInt8(ascii: "@") }) {
            guard isEncoded(bytes, authority.lowerBound..<at, below64: plainBelow64 | colon, from64: plainFrom64) else { return false }
            hostPort = (at + 1)..<authority.upperBound
        }
        if !hostPort.isEmpty, bytes[hostPort.lowerBound] == UInt8(ascii: "[") {
            guard let close = hostPort.first(where: { bytes[$0] == UInt8(ascii: "]") }) else { return false }
            guard IPAddressFormat.isIPv6(bytes[(hostPort.lowerBound + 1)..<close]) else { return false }
            let after = (close + 1)..<hostPort.upperBound
            return after.isEmpty
                || (bytes[after.lowerBound] == UInt8(ascii: ":") && after.dropFirst().allSatisfy { ASCII.isDigit(bytes[$0]) })
        }
        var host = hostPort
        if let colon = hostPort.last(where: { bytes[$0] == UInt8(ascii: ":") }) {
            guard ((colon + 1)..<hostPort.upperBound).allSatisfy({ ASCII.isDigit(bytes[$0]) }) else { return false }
            host = hostPort.lowerBound..<colon
        }
        return isEncoded(bytes, host, below64: plainBelow64, from64: plainFrom64)
    }

    /// Only the bytes of the masks (see ``isIn(_:below64:from64:)``) and `%XX` escapes in `range` of `bytes`.
    private static func isEncoded(_ bytes: ByteSlice, _ range: Range<Int>, below64: UInt64, from64: UInt64) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            if isIn(bytes[index], below64: below64, from64: from64) {
                index += 1
            } else if bytes[index] == UInt8(ascii: "%"), index + 3 <= range.upperBound, isPercentEscape(bytes, at: index) {
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    /// Whether `%` at `index` is followed by two hexadecimal digits.
    private static func isPercentEscape(_ bytes: ByteSlice, at index: Int) -> Bool {
        bytes.count - index >= 3 && ASCII.isHexDigit(bytes[index + 1]) && ASCII.isHexDigit(bytes[index + 2])
    }

    /// Whether `byte` is in the set whose bytes 0-63 are the bits of `below64` and 64-127 those of `from64`: two
    /// 64-bit literals rather than a shared table, whose reference count every core would take for every string.
    private static func isIn(_ byte: UInt8, below64: UInt64, from64: UInt64) -> Bool {
        byte < 64 ? below64 >> UInt64(byte) & 1 != 0 : byte < 128 && from64 >> UInt64(byte &- 64) & 1 != 0
    }

    /// Bit `b` set when byte `b` (0-63) is unreserved or a sub-delimiter (`!$&'()*+,-.0-9;=`), the bytes allowed in
    /// every part (`FormatTests` checks it against ``isUnreserved(_:)`` and ``isSubDelimiter(_:)``).
    static let plainBelow64: UInt64 = 0x2BFF_7FD2_0000_0000
    /// Bit `b` set when byte `64 + b` (64-127) is (`A-Z _ a-z ~`).
    static let plainFrom64: UInt64 = 0x47FF_FFFE_87FF_FFFE
    /// The bits of `/`, `:` and `?` among bytes 0-63, and of `@` among 64-127.
    private static let slash: UInt64 = 1 << 47
    private static let colon: UInt64 = 1 << 58
    private static let question: UInt64 = 1 << 63
    private static let at: UInt64 = 1

    static func isUnreserved(_ byte: UInt8) -> Bool {
        ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~")
    }

    static func isSubDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}
