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
        // Read as one run of bytes: a `Substring`'s UTF-8 view steps each index through the string's storage.
        var text = text
        guard text.withUTF8({ isEscaped($0, plusAsSpace: plusAsSpace) }) else { return String(text) }
        return text.withUTF8 { decoded($0, plusAsSpace: plusAsSpace) }
    }

    /// Decodes `%XX` escapes in the UTF-8 `bytes` (a piece of a query or form body cut at its delimiters), as
    /// ``decode(_:plusAsSpace:)-(String,_)`` does.
    package static func decode(_ bytes: ByteSlice, plusAsSpace: Bool = false) -> String? {
        bytes.withContiguousStorageIfAvailable { buffer in
            isEscaped(buffer, plusAsSpace: plusAsSpace)
                ? decoded(buffer, plusAsSpace: plusAsSpace) : String(decoding: buffer, as: UTF8.self)
        } ?? nil
    }

    /// Whether `bytes` hold an escape (`%`, or `+` with `plusAsSpace`).
    private static func isEscaped(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> Bool {
        bytes.contains { $0 == UInt8(ascii: "%") || plusAsSpace && $0 == UInt8(ascii: "+") }
    }

    /// The text of `bytes` with its escapes decoded; `nil` when one is malformed or the result is not UTF-8.
    private static func decoded(_ bytes: UnsafeBufferPointer<UInt8>, plusAsSpace: Bool) -> String? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "%"):
                guard index + 1 < bytes.count, let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else { return nil }
                index += 2
                decoded.append(high << 4 | low)
            case UInt8(ascii: "+") where plusAsSpace:
                decoded.append(UInt8(ascii: " "))
            default:
                decoded.append(byte)
            }
        }
        return decoded.withUnsafeBufferPointer(UTF8Validation.isWellFormed) ? String(decoding: decoded, as: UTF8.self) : nil
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
