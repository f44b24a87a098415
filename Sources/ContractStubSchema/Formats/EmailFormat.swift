@_spi(ContractStubBytes) import ContractStubSyntax

/// RFC 5321 mailbox addresses: dot-atom or quoted local part, `@`, a host name or an address literal
/// (`[192.0.2.1]`, `[IPv6:…]`).
enum EmailFormat {
    static func isEmail(_ bytes: ByteSlice) -> Bool {
        guard let at = bytes.lastIndex(of: UInt8(ascii: "@")), at > 0, at < bytes.count - 1 else { return false }
        return isLocalPart(bytes[..<at]) && isDomain(bytes[(at + 1)...])
    }

    private static func isLocalPart(_ local: ByteSlice) -> Bool {
        if local.first == UInt8(ascii: "\""), local.count >= 2, local.last == UInt8(ascii: "\"") {
            var escaped = false
            for byte in local.dropFirst().dropLast() {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") || byte < 0x20 || byte > 0x7E {
                    return false
                }
            }
            return !escaped
        }
        let atoms = local.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return atoms.allSatisfy { atom in !atom.isEmpty && atom.allSatisfy(isAtomCharacter) }
    }

    private static func isAtomCharacter(_ byte: UInt8) -> Bool {
        if ASCII.isAlphanumeric(byte) { return true }
        return "!#$%&'*+-/=?^_`{|}~".utf8.contains(byte)
    }

    private static func isDomain(_ domain: ByteSlice) -> Bool {
        if domain.first == UInt8(ascii: "["), domain.last == UInt8(ascii: "]") {
            let literal = domain.dropFirst().dropLast()
            let prefix = Array("IPv6:".utf8)
            if literal.starts(with: prefix) { return IPAddressFormat.isIPv6(literal.dropFirst(prefix.count)) }
            return IPAddressFormat.isIPv4(literal)
        }
        guard domain.count <= 253 else { return false }
        let labels = domain.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && label.first != UInt8(ascii: "-") && label.last != UInt8(ascii: "-")
                && label.allSatisfy { ASCII.isAlphanumeric($0) || $0 == UInt8(ascii: "-") }
        }
    }
}
