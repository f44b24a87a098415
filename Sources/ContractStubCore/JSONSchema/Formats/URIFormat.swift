/// RFC 3986 absolute URIs: `scheme ":" hier-part ["?" query] ["#" fragment]`, checked character by character.
enum URIFormat {
    static func isURI(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { isURI($0) }
    }

    /// The same over the bytes in place, by offsets: every `format: uri` string of every checked body comes here.
    private static func isURI(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let colon = firstIndex(of: UInt8(ascii: ":"), in: bytes, 0..<bytes.count), colon > 0, ASCII.isAlpha(bytes[0]),
            (1..<colon).allSatisfy({
                ASCII.isAlphanumeric(bytes[$0]) || bytes[$0] == UInt8(ascii: "+") || bytes[$0] == UInt8(ascii: "-")
                    || bytes[$0] == UInt8(ascii: ".")
            })
        else { return false }
        var rest = (colon + 1)..<bytes.count
        if let hash = firstIndex(of: UInt8(ascii: "#"), in: bytes, rest) {
            guard isEncoded(bytes, (hash + 1)..<rest.upperBound, allowing: "/?:@") else { return false }
            rest = rest.lowerBound..<hash
        }
        if let question = firstIndex(of: UInt8(ascii: "?"), in: bytes, rest) {
            guard isEncoded(bytes, (question + 1)..<rest.upperBound, allowing: "/?:@") else { return false }
            rest = rest.lowerBound..<question
        }
        if rest.count >= 2, bytes[rest.lowerBound] == UInt8(ascii: "/"), bytes[rest.lowerBound + 1] == UInt8(ascii: "/") {
            let authorityStart = rest.lowerBound + 2
            let authorityEnd = firstIndex(of: UInt8(ascii: "/"), in: bytes, authorityStart..<rest.upperBound) ?? rest.upperBound
            guard isAuthority(bytes, authorityStart..<authorityEnd) else { return false }
            rest = authorityEnd..<rest.upperBound
        }
        return isEncoded(bytes, rest, allowing: "/:@")
    }

    /// `[userinfo "@"] host [":" port]`.
    private static func isAuthority(_ bytes: UnsafeBufferPointer<UInt8>, _ authority: Range<Int>) -> Bool {
        var hostPort = authority
        if let at = authority.last(where: { bytes[$0] == UInt8(ascii: "@") }) {
            guard isEncoded(bytes, authority.lowerBound..<at, allowing: ":") else { return false }
            hostPort = (at + 1)..<authority.upperBound
        }
        if !hostPort.isEmpty, bytes[hostPort.lowerBound] == UInt8(ascii: "[") {
            guard let close = firstIndex(of: UInt8(ascii: "]"), in: bytes, hostPort) else { return false }
            guard IPAddressFormat.isIPv6(ArraySlice(bytes[(hostPort.lowerBound + 1)..<close])) else { return false }
            let after = (close + 1)..<hostPort.upperBound
            return after.isEmpty
                || (bytes[after.lowerBound] == UInt8(ascii: ":") && after.dropFirst().allSatisfy { ASCII.isDigit(bytes[$0]) })
        }
        var host = hostPort
        if let colon = hostPort.last(where: { bytes[$0] == UInt8(ascii: ":") }) {
            guard ((colon + 1)..<hostPort.upperBound).allSatisfy({ ASCII.isDigit(bytes[$0]) }) else { return false }
            host = hostPort.lowerBound..<colon
        }
        return isEncoded(bytes, host, allowing: "")
    }

    /// The offset of the first `byte` in `range` of `bytes`.
    private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        range.first { bytes[$0] == byte }
    }

    /// Only unreserved characters, sub-delims, `%XX` escapes and the extra characters in `extra` (some of `/?:@`),
    /// in `range` of `bytes`.
    private static func isEncoded(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, allowing extra: StaticString) -> Bool {
        let allowed = extra.withUTF8Buffer { $0.reduce(plain) { $0 | classBits(of: $1) } }
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if classBits(of: byte) & allowed != 0 {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "%"), range.upperBound - index >= 3, ASCII.isHexDigit(bytes[index + 1]),
                ASCII.isHexDigit(bytes[index + 2])
            else { return false }
            index += 3
        }
        return true
    }

    /// The class bit of bytes allowed everywhere: unreserved characters and sub-delimiters.
    private static let plain: UInt8 = 1

    /// The class bits of `byte`: ``plain``, or a bit of its own for each of `/?:@`. Read from two 64-bit masks of
    /// the plain bytes (all of them are ASCII) rather than a shared table, whose reference count every core would
    /// take for every string.
    private static func classBits(of byte: UInt8) -> UInt8 {
        switch byte {
        case 0..<64: if plainBelow64 >> UInt64(byte) & 1 != 0 { return plain }
        case 64..<128: if plainFrom64 >> UInt64(byte - 64) & 1 != 0 { return plain }
        default: return 0
        }
        switch byte {
        case UInt8(ascii: "/"): return 2
        case UInt8(ascii: "?"): return 4
        case UInt8(ascii: ":"): return 8
        case UInt8(ascii: "@"): return 16
        default: return 0
        }
    }

    /// Bit `b` set when byte `b` (0-63) is unreserved or a sub-delimiter (`!$&'()*+,-.0-9;=`); a literal, so reading
    /// it costs nothing per byte (`FormatTests` checks it against ``isUnreserved(_:)`` and ``isSubDelimiter(_:)``).
    static let plainBelow64: UInt64 = 0x2BFF_7FD2_0000_0000
    /// Bit `b` set when byte `64 + b` (64-127) is (`A-Z _ a-z ~`).
    static let plainFrom64: UInt64 = 0x47FF_FFFE_87FF_FFFE

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
