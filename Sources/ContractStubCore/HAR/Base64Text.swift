import Foundation

/// Reads base64 text (RFC 4648's standard alphabet, padded) as a HAR body may hold it: line breaks and other ASCII
/// whitespace between the characters are allowed, anything else outside the alphabet is an error.
///
/// Decoded here rather than by `Data(base64Encoded:options:)`, whose answers differ between Foundations: with
/// `.ignoreUnknownCharacters`, the Foundation of Swift 6.0 turns invalid text into empty data where later ones return
/// `nil`.
enum Base64Text {
    /// The bytes `text` encodes, or `nil` when it is not valid base64. Bits left over in the last character (as in
    /// `QR==`) are ignored, as RFC 4648 lets a decoder do.
    static func decode(_ text: String) -> Data? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count / 4 * 3)
        var group: UInt32 = 0
        var inGroup = 0
        var padding = 0
        for character in text.utf8 {
            let value: UInt32
            switch character {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "="):
                // Padding ends the last group of four, after at least two characters.
                guard inGroup + padding >= 2 else { return nil }
                padding += 1
                guard inGroup + padding <= 4 else { return nil }
                continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(character - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(character - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(character - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            default: return nil
            }
            guard padding == 0 else { return nil }  // nothing after the padding
            group = group << 6 | value
            inGroup += 1
            if inGroup == 4 {
                bytes += [UInt8(truncatingIfNeeded: group >> 16), UInt8(truncatingIfNeeded: group >> 8), UInt8(truncatingIfNeeded: group)]
                group = 0
                inGroup = 0
            }
        }
        switch (inGroup, padding) {
        case (0, 0): break
        case (2, 2): bytes.append(UInt8(truncatingIfNeeded: group >> 4))
        case (3, 1): bytes += [UInt8(truncatingIfNeeded: group >> 10), UInt8(truncatingIfNeeded: group >> 2)]
        default: return nil  // an incomplete group, or one padded wrongly
        }
        return Data(bytes)
    }
}
