/// Text made safe for GitHub-flavoured Markdown: the one way a `diff` changelog puts text from specs (and file names)
/// into Markdown. The text stays on one line (line breaks and other control characters become spaces), inside its
/// table cell or heading (`|` escaped), renders as written (`&`, `<`, `>` as character references, so no HTML gets
/// through; Markdown punctuation backslash-escaped, so no code span, emphasis, link, image or math starts), and
/// mentions no one (`@` is followed by a zero-width space).
///
/// ```swift
/// MarkdownText.escape("a|b <img> `x`")   // "a\\|b &lt;img&gt; \\`x\\`"
/// ```
enum MarkdownText {
    /// Punctuation that could start or end Markdown syntax inline.
    private static let punctuation: Set<Unicode.Scalar> = [
        "\\", "`", "*", "_", "[", "]", "#", "|", "~", "$",
    ]

    /// `text` escaped for a table cell, a heading or a paragraph.
    static func escape(_ text: some StringProtocol) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "@": escaped += "@\u{200B}"
            case _
            where character.properties.generalCategory == .control
                || character == "\u{2028}" || character == "\u{2029}":
                escaped += " "
            case _ where punctuation.contains(character):
                escaped += "\\"
                escaped.unicodeScalars.append(character)
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
