import Foundation
import Testing

/// `diff --format markdown` and `--format html`: a changelog for people, breaking changes first, grouped by operation.
@Suite("diff, markdown and html changelogs")
struct DiffChangelogTests {
    /// A temporary file's path as Markdown shows it (a macOS temporary folder has underscores).
    static func markdown(_ path: String) -> String {
        path.replacingOccurrences(of: "_", with: "\\_")
    }

    @Test func markdownPutsBreakingChangesFirstGroupedByOperation() throws {
        let pair = try DiffSpecPair.write()
        let run = try ToolRun.binary(["diff", pair.old, pair.new, "--format", "markdown"])
        #expect(run.status == 1)
        #expect(run.standardError.isEmpty)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let old = Self.markdown(pair.old)
        let new = Self.markdown(pair.new)
        #expect(
            lines.filter { $0.hasPrefix("#") } == [
                "## API changes: \(old) → \(new)", "### Breaking changes (3)", "#### Document", "#### GET /pets",
                "#### DELETE /pets/{id}", "### Warnings (1)", "#### GET /pets", "### Info (1)", "#### GET /owners",
            ])
        #expect(lines.dropFirst().first == "**3 breaking**, 1 warning, 1 info", "the summary line comes first")
        let rows = lines.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| change |") }
        #expect(rows.count == 5, "one row per change")
        let removed = try #require(rows.first { $0.contains("`diff.response.property.removed`") })
        #expect(removed.contains("'name'"))
        let sites = try #require(removed.split(separator: "|").last).trimmingCharacters(in: .whitespaces)
        let both = sites.components(separatedBy: " → ")
        #expect(both.count == 2, "both places: \(sites)")
        #expect(both.first?.hasPrefix(old + ":") == true)
        #expect(both.last?.hasPrefix(new + ":") == true)
        #expect(both.allSatisfy { $0.split(separator: ":").count == 3 }, "file:line:col on both sides: \(sites)")
        let added = try #require(rows.last)
        #expect(added.contains("`diff.operation.added`"))
        #expect(!added.contains("→"), "an added operation has no old place")
    }

    @Test func markdownIsTheSameOnEveryRunAndSaysWhenNothingChanged() throws {
        let pair = try DiffSpecPair.write()
        let first = ToolRun.inProcess(["diff", pair.old, pair.new, "--format", "markdown"])
        let second = ToolRun.inProcess(["diff", pair.old, pair.new, "--format", "markdown"])
        #expect(first.standardOutput == second.standardOutput)
        let same = ToolRun.inProcess(["diff", pair.old, pair.old, "--format", "markdown"])
        #expect(same.status == 0)
        #expect(same.standardOutput == "## API changes: \(Self.markdown(pair.old)) → \(Self.markdown(pair.old))\n\nNo changes.\n")
    }

    @Test func htmlIsOnePageInTheVerifyReportsStyle() throws {
        let pair = try DiffSpecPair.write()
        let run = try ToolRun.binary(["diff", pair.old, pair.new, "--format", "html"])
        #expect(run.status == 1)
        let page = run.standardOutput
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.hasSuffix("</html>\n"))
        #expect(page.contains(":root{--fg:#1f2328"), "verify's style sheet")
        #expect(!page.contains("<script") && !page.contains("<link") && !page.contains("src="), "self-contained")
        #expect(page.components(separatedBy: "<article class=\"finding breaking\"").count == 4)
        #expect(page.components(separatedBy: "<article class=\"finding warning\"").count == 2)
        #expect(page.components(separatedBy: "<article class=\"finding info\"").count == 2)
        let headings = page.components(separatedBy: "<h2>").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(headings == ["Breaking changes", "Warnings", "Info"])
        #expect(
            page.contains(
                "<span class=\"m m-delete\">DELETE</span> <span class=\"path\">/pets/{id}</span> <span class=\"id\">deletePet</span>"))
        #expect(page.contains("<pre class=\"excerpt\">"), "the spec lines around each change")
        #expect(page.contains("<dt>old</dt><dd>\(pair.old):"))
    }

    @Test func onlyDiffTakesTheChangelogFormats() {
        for format in ["markdown", "html"] {
            let validate = ToolRun.inProcess(["validate", "specs/petstore.json", "--format", format])
            #expect(validate.status == 2)
            #expect(validate.standardError.contains("(expected one of: text, json, github)"))
            let verify = ToolRun.inProcess(["verify", "specs/petstore.json", "--traffic", "t.jsonl", "--format", format])
            #expect(verify.status == 2)
        }
    }

    @Test func aSpecThatFailsToLoadIsReportedAsText() throws {
        let pair = try DiffSpecPair.write()
        let run = ToolRun.inProcess(["diff", pair.old, "specs/does-not-exist.json", "--format", "html"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Error: specs/does-not-exist.json"))
    }
}
