/// Percent-decoding (RFC 3986), as UTF-8: the one decoder for URL paths, queries, cookies, `$ref` fragments and
/// JSON Pointer fragments.
package enum PercentDecoding {
    /// Decodes `%XX` escapes; with `plusAsSpace` (HTML form encoding) `+` becomes a space.
    /// - Returns: `nil` when an escape is malformed or the bytes are not UTF-8.
    ///
    /// ```swift
    /// PercentDecoding.decode("a%20b+c", plusAsSpace: true)  // "a b c"
    /// ```
    ///
    /// Two concrete overloads, not one generic over `StringProtocol`: the callers are in other modules, and a
    /// `package` generic is not specialized there (each byte went through the generic `Collection` witnesses).
    package static func decode(_ text: String, plusAsSpace: Bool = false) -> String? {
        decode(text[...], plusAsSpace: plusAsSpace)
    }

    /// Decodes `%XX` escapes in `text`, as ``decode(_:plusAsSpace:)-(String,_)`` does.
    package static func decode(_ text: Substring, plusAsSpace: Bool = false) -> String? {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "%") || plusAsSpace && $0 == UInt8(ascii: "+") }) else {
            return String(text)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            switch byte {
            case UInt8(ascii: "%"):
                guard index != utf8.endIndex, let high = hexValue(utf8[index]) else { return nil }
                index = utf8.index(after: index)
                guard index != utf8.endIndex, let low = hexValue(utf8[index]) else { return nil }
                index = utf8.index(after: index)
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusAsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return bytes.withUnsafeBufferPointer(UTF8Validation.isWellFormed) ? String(decoding: bytes, as: UTF8.self) : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
