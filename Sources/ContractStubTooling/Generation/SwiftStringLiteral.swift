import ContractStubCore

/// Writes text as Swift string literals and doc-comment text.
enum SwiftStringLiteral {
    /// `text` as a double-quoted literal: backslashes, quotes and control characters escaped.
    ///
    /// ```swift
    /// SwiftStringLiteral.quoted(#"say "hi"\n"#)  // "\"say \\\"hi\\\"\\\\n\""
    /// ```
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` escaped for the inside of a double-quoted literal.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` safe for one line of a `///` comment: control characters become spaces.
    static func docText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : $0 }))
    }
}
