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

    /// Only unreserved characters, sub-delims, `%XX` escapes and the extra characters in `extra`.
    static func isEncoded(_ bytes: ArraySlice<UInt8>, allowing extra: StaticString) -> Bool {
        let plain = plainBytes
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if plain[Int(byte)] {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "%") {
                guard bytes.endIndex - index >= 3, ASCII.isHexDigit(bytes[index + 1]), ASCII.isHexDigit(bytes[index + 2]) else {
                    return false
                }
                index += 3
                continue
            }
            guard contains(extra, byte) else { return false }
            index += 1
        }
        return true
    }

    /// For each byte value, whether it is unreserved or a sub-delimiter (allowed everywhere), looked up per byte.
    private static let plainBytes: [Bool] = (0...255).map { isUnreserved(UInt8($0)) || isSubDelimiter(UInt8($0)) }

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

    private static func contains(_ set: StaticString, _ byte: UInt8) -> Bool {
        set.withUTF8Buffer { $0.contains(byte) }
    }
}
