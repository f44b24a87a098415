/// Text made safe for HTML: the one way the report puts text from specs and traffic into the page. `&`, `<`, `>`,
/// `"` and `'` become character references, so such text can neither open a tag (`<img onerror=…>`, `</style>`)
/// nor leave an attribute value.
///
/// ```swift
/// HTMLText.escape("<b>\"x\"</b>")   // "&lt;b&gt;&quot;x&quot;&lt;/b&gt;"
/// ```
enum HTMLText {
    /// `text` escaped for element content and quoted attribute values.
    static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
