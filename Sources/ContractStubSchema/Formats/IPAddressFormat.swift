@_spi(ContractStubBytes) import ContractStubSyntax

/// Dotted-quad IPv4 (no leading zeros) and RFC 4291 IPv6 text forms (no zone, no brackets, no prefix length).
enum IPAddressFormat {
    /// Four decimal octets 0–255 separated by dots, each without a leading zero.
    static func isIPv4(_ bytes: ByteSlice) -> Bool {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        for part in parts {
            guard part.count <= 3, let value = ASCII.number(part), value <= 255,
                part.count == 1 || part.first != UInt8(ascii: "0")
            else { return false }
        }
        return true
    }

    /// Eight groups of 1–4 hex digits, one `::` standing for one or more zero groups, optionally ending in IPv4.
    static func isIPv6(_ bytes: ByteSlice) -> Bool {
        guard bytes.count >= 2 else { return false }
        let halves = split(bytes)
        guard halves.count <= 2 else { return false }
        var groups = 0
        for (position, half) in halves.enumerated() {
            if half.isEmpty { continue }
            let parts = half.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            for (offset, part) in parts.enumerated() {
                let isLast = position == halves.count - 1 && offset == parts.count - 1
                if isLast, part.contains(UInt8(ascii: ".")) {
                    guard isIPv4(part) else { return false }
                    groups += 2
                } else {
                    guard (1...4).contains(part.count), part.allSatisfy(ASCII.isHexDigit) else { return false }
                    groups += 1
                }
            }
        }
        return halves.count == 2 ? groups <= 7 : groups == 8
    }

    /// The text around a single `::` (two halves, either possibly empty), or the whole text; more halves mean
    /// several `::`.
    private static func split(_ bytes: ByteSlice) -> [ByteSlice] {
        var halves: [ByteSlice] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex - 1 {
            if bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: ":") {
                halves.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        halves.append(bytes[start..<bytes.endIndex])
        return halves
    }
}
