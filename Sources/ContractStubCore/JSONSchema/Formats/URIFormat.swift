/// RFC 3986 absolute URIs: `scheme ":" hier-part ["?" query] ["#" fragment]`, checked character by character.
enum URIFormat {
    static func isURI(_ bytes: [UInt8]) -> Bool {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0, ASCII.isAlpha(bytes[0]),
            bytes[1..<colon].allSatisfy({
                ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else { return false }
        var rest = bytes[(colon + 1)...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            guard isEncoded(rest[(hash + 1)...], allowing: "/?:@") else { return false }
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            guard isEncoded(rest[(question + 1)...], allowing: "/?:@") else { return false }
            rest = rest[..<question]
        }
        if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            let authorityStart = rest.startIndex + 2
            let authorityEnd = rest[authorityStart...].firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            guard isAuthority(rest[authorityStart..<authorityEnd]) else { return false }
            rest = rest[authorityEnd...]
        }
        return isEncoded(rest, allowing: "/:@")
    }

    /// `[userinfo "@"] host [":" port]`.
    private static func isAuthority(_ authority: ArraySlice<UInt8>) -> Bool {
        var hostPort = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            guard isEncoded(authority[..<at], allowing: ":") else { return false }
            hostPort = authority[(at + 1)...]
        }
        var host = hostPort
        if hostPort.first == UInt8(ascii: "[") {
            guard let close = hostPort.firstIndex(of: UInt8(ascii: "]")) else { return false }
            guard IPAddressFormat.isIPv6(hostPort[(hostPort.startIndex + 1)..<close]) else { return false }
            host = hostPort[..<hostPort.index(after: close)]
            let after = hostPort[hostPort.index(after: close)...]
            guard after.isEmpty || (after.first == UInt8(ascii: ":") && after.dropFirst().allSatisfy(ASCII.isDigit)) else {
                return false
            }
            return true
        }
        if let colon = hostPort.lastIndex(of: UInt8(ascii: ":")) {
            guard hostPort[(colon + 1)...].allSatisfy(ASCII.isDigit) else { return false }
            host = hostPort[..<colon]
        }
        return isEncoded(host, allowing: "")
    }

    /// Only unreserved characters, sub-delims, `%XX` escapes and the extra characters in `extra` (some of `/?:@`).
    static func isEncoded(_ bytes: ArraySlice<UInt8>, allowing extra: StaticString) -> Bool {
        let classes = byteClasses
        let allowed = extra.withUTF8Buffer { $0.reduce(plain) { $0 | classes[Int($1)] } }
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if classes[Int(byte)] & allowed != 0 {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "%"), bytes.endIndex - index >= 3, ASCII.isHexDigit(bytes[index + 1]),
                ASCII.isHexDigit(bytes[index + 2])
            else { return false }
            index += 3
        }
        return true
    }

    /// The class bit of bytes allowed everywhere: unreserved characters and sub-delimiters.
    private static let plain: UInt8 = 1

    /// For each byte value, its class bits, looked up per byte: ``plain``, or a bit of its own for each of `/?:@`.
    private static let byteClasses: [UInt8] = (0...255).map { value in
        let byte = UInt8(value)
        if isUnreserved(byte) || isSubDelimiter(byte) { return plain }
        switch byte {
        case UInt8(ascii: "/"): return 2
        case UInt8(ascii: "?"): return 4
        case UInt8(ascii: ":"): return 8
        case UInt8(ascii: "@"): return 16
        default: return 0
        }
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        ASCII.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~")
    }

    private static func isSubDelimiter(_ byte: UInt8) -> Bool {
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
