import Foundation

/// The lines of a spec file around a finding's line, for the HTML report; files are read once and kept.
///
/// ```swift
/// var excerpts = SpecExcerpt()
/// excerpts.lines(around: 42, in: "specs/petstore.json")   // [(39, "…"), …, (45, "…")]
/// ```
struct SpecExcerpt {
    /// How many lines are shown before and after the finding's line.
    static let context = 3
    /// The longest line shown; longer ones are cut with `…`.
    static let lineLength = 160
    private var files: [String: [Substring]] = [:]

    /// Lines `line - context ... line + context` of the file at `path` (as the user named it), numbered from 1;
    /// empty when the file cannot be read or has no such line.
    mutating func lines(around line: Int, in path: String) -> [(number: Int, text: String)] {
        if files[path] == nil {
            let text = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) } ?? ""
            files[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        let all = files[path] ?? []
        guard line >= 1, line <= all.count else { return [] }
        return (max(1, line - Self.context)...min(all.count, line + Self.context)).map { number in
            var text = String(all[number - 1])
            if text.hasSuffix("\r") { text.removeLast() }
            if text.count > Self.lineLength { text = String(text.prefix(Self.lineLength)) + "…" }
            return (number, text)
        }
    }

    /// The lines around `line` as the reports show them: a `<pre class="excerpt">` with `line` highlighted, each
    /// line escaped; empty when there are none.
    mutating func html(around line: Int, in path: String) -> String {
        let shown = lines(around: line, in: path)
        if shown.isEmpty { return "" }
        let body = shown.map { number, text in
            "<span class=\"\(number == line ? "l hit" : "l")\"><span class=\"n\">\(number)</span>\(HTMLText.escape(text))</span>"
        }
        return "<pre class=\"excerpt\">" + body.joined() + "</pre>\n"
    }
}
