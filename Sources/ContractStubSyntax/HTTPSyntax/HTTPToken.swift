/// HTTP tokens (RFC 9110 §5.6.2), the grammar of methods and header field names: one or more ASCII letters, digits and
/// `!#$%&'*+-.^_`|~`.
///
/// ```swift
/// HTTPToken.isToken("X-Request-Id")  // true
/// HTTPToken.isToken("Bad Name")      // false
/// ```
package enum HTTPToken {
    /// Whether `text` is a token.
    package static func isToken(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy(isTokenByte)
    }

    /// Whether two tokens are the same up to ASCII case, as HTTP compares field names (`Content-Type` ≡
    /// `content-type`); only letters fold, so `a^b` and `a~b` stay apart.
    package static func equalIgnoringCase(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && zip(lhs.utf8, rhs.utf8).allSatisfy { lowercased($0) == lowercased($1) }
    }

    /// `byte` with an ASCII capital letter made small.
    package static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Whether `byte` may appear in a token.
    package static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
            UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
