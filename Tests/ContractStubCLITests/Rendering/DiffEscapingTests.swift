import Foundation
import Testing

/// Text from specs can neither inject markup into `diff`'s HTML page nor break out of its Markdown changelog: each
/// hostile string is a removed path, a removed request enum value and a removed response property, and both outputs
/// are checked (as ``VerifyEscapingTests`` checks `verify`'s).
@Suite("diff, hostile strings escaped")
struct DiffEscapingTests {
    static let hostile =
        VerifyEscapingTests.hostile + [
            "a | b", "`code` *em* _em_ ~~x~~ [link](javascript:alert(1)) ![i](https://e.com/i.png)", "@octocat @org/team",
            "$x^2$ # not a heading #", "\\| escaped pipe \\`", "<details open><summary>x</summary>", "&lt;b&gt; &amp;",
        ]

    /// Old: `GET /things` with a query enum allowing "ok" and `text` and a response property named `text`, and
    /// `GET /gone/<text>`. New: the value, the property and the path removed.
    static func pair(_ text: String) throws -> (old: String, new: String) {
        func spec(old: Bool) throws -> String {
            var properties: [String: Any] = ["n": ["type": "integer"]]
            if old { properties[text] = ["type": "string"] }
            var paths: [String: Any] = [
                "/things": [
                    "get": [
                        "operationId": "list\(text)",
                        "parameters": [["name": "q", "in": "query", "schema": ["type": "string", "enum": old ? ["ok", text] : ["ok"]]]],
                        "responses": [
                            "200": [
                                "description": "ok",
                                "content": ["application/json": ["schema": ["type": "object", "properties": properties]]],
                            ]
                        ],
                    ]
                ]
            ]
            if old { paths["/gone/\(text)"] = ["get": ["operationId": "gone\(text)", "responses": ["200": ["description": "ok"]]]] }
            let document: [String: Any] = ["openapi": "3.0.3", "info": ["title": "hostile \(text)", "version": "1"], "paths": paths]
            let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
            return try TemporaryFile.write("\(old ? "old" : "new").json", String(decoding: data, as: UTF8.self))
        }
        return (try spec(old: true), try spec(old: false))
    }

    /// The number of `character`s in `line` not escaped by a backslash.
    static func unescaped(_ character: Character, in line: some StringProtocol) -> Int {
        var count = 0
        var escaping = false
        for next in line {
            if escaping {
                escaping = false
            } else if next == "\\" {
                escaping = true
            } else if next == character {
                count += 1
            }
        }
        return count
    }

    @Test(arguments: hostile)
    func theMarkdownChangelogStaysInItsTable(text: String) throws {
        let pair = try Self.pair(text)
        let run = ToolRun.inProcess(["diff", pair.old, pair.new, "--format", "markdown"])
        #expect(run.status == 1)
        let json = ToolRun.inProcess(["diff", pair.old, pair.new, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.count == 3, "the path, the enum value and the property")
        let output = run.standardOutput
        #expect(!output.contains("<"), "no HTML at all")
        #expect(!output.contains("\r"))
        let lines = output.split(separator: "\n")
        #expect(lines.allSatisfy { ["## ", "### ", "#### ", "| ", "|---|", "**"].contains(where: $0.hasPrefix) }, "\(output)")
        let rows = lines.filter { $0.hasPrefix("| ") && $0 != "| change | rule | old → new |" }
        #expect(rows.count == changes.count, "one row per change, none split: \(output)")
        #expect(rows.allSatisfy { Self.unescaped("|", in: $0) == 4 }, "three cells in every row: \(output)")
        let rules = changes.compactMap { $0["rule"] as? String }
        let fromSpecs = rows + lines.filter { $0.hasPrefix("#") }
        let text = fromSpecs.map { line in rules.reduce(String(line)) { $0.replacingOccurrences(of: "`\($1)`", with: "") } }
        #expect(text.allSatisfy { Self.unescaped("`", in: $0) == 0 }, "the rule ids are the only code")
        for marker: Character in ["*", "_", "[", "]", "$", "~"] {
            #expect(text.allSatisfy { Self.unescaped(marker, in: $0) == 0 }, "\(marker) escaped")
        }
        let headings = lines.filter { $0.hasPrefix("#### ") }
        #expect(headings.allSatisfy { Self.unescaped("#", in: $0.dropFirst(5)) == 0 }, "no closing sequence in a heading")
        let scalars = Array(output.unicodeScalars)
        #expect(scalars.indices.allSatisfy { scalars[$0] != "@" || scalars.dropFirst($0 + 1).first == "\u{200B}" }, "nobody is mentioned")
    }

    @Test(arguments: hostile)
    func theHTMLPageEscapesEverything(text: String) throws {
        let pair = try Self.pair(text)
        let run = ToolRun.inProcess(["diff", pair.old, pair.new, "--format", "html"])
        #expect(run.status == 1)
        let page = run.standardOutput
        #expect(!page.lowercased().contains("<script"), "the page has no script at all")
        #expect(!page.contains("<img"))
        #expect(!page.contains("<details open><summary>x"))
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
        let firstLine = String(escaped.split(separator: "\n").first ?? "")
        #expect(page.contains("<span class=\"path\">/gone/\(firstLine)"), "the removed path, from the spec")
        #expect(page.contains("<span class=\"id\">list\(firstLine)"), "the operationId, from the spec")
        #expect(page.components(separatedBy: "<article class=\"finding").count == 4, "three changes")
    }
}
