import Foundation
import Testing

/// `diff --traffic`: the breaking changes recorded exchanges would have hit are marked in every format.
@Suite("diff --traffic, end to end")
struct DiffTrafficTests {
    /// Exchange 0 reads `name` from `GET /pets` (removed in the new version); exchange 1 calls `DELETE /pets/{id}`
    /// (removed); exchange 2 calls `GET /pets` and gets no `name`.
    static func traffic() throws -> String {
        let lines = [
            #"{"request": {"method": "GET", "url": "https://api.example.com/v1/pets"}, "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": "{\"id\": 1, \"name\": \"Rex\"}"}}"#,
            #"{"request": {"method": "DELETE", "url": "https://api.example.com/v1/pets/1"}, "response": {"status": 204}}"#,
            #"{"request": {"method": "GET", "url": "https://api.example.com/v1/pets"}, "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": "{\"id\": 2}"}}"#,
        ]
        return try TemporaryFile.write("traffic.jsonl", lines.joined(separator: "\n") + "\n")
    }

    @Test func textMarksTheChangesTrafficWouldHaveHit() throws {
        let pair = try DiffSpecPair.write()
        let traffic = try Self.traffic()
        let run = try ToolRun.binary(["diff", pair.old, pair.new, "--traffic", traffic])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n")
        let property = try #require(lines.first { $0.contains("[diff.response.property.removed]") })
        #expect(property.hasSuffix("[diff.response.property.removed] (seen in 1 exchange: 0)"))
        let path = try #require(lines.first { $0.contains("[diff.path.removed]") })
        #expect(path.hasSuffix("(seen in 1 exchange: 1)"))
        let server = try #require(lines.first { $0.contains("[diff.server.base-path.changed]") })
        #expect(server.hasSuffix("[diff.server.base-path.changed]"), "not tied to an operation: not marked")
        #expect(lines.last?.hasSuffix("; 2 breaking changes seen in \(traffic) (3 exchanges)") == true)
    }

    @Test func everyFormatShowsIt() throws {
        let pair = try DiffSpecPair.write()
        let traffic = try Self.traffic()
        let json = ToolRun.inProcess(["diff", pair.old, pair.new, "--traffic", traffic, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        let seen = Dictionary(uniqueKeysWithValues: changes.map { ($0["rule"] as? String ?? "", $0["seenInExchanges"] as? [Int]) })
        #expect(seen["diff.response.property.removed"] == [0])
        #expect(seen["diff.path.removed"] == [1])
        #expect(seen["diff.parameter.removed"] == [], "a warning is not marked")
        #expect((document["summary"] as? [String: Int])?["seenInTraffic"] == 2)
        #expect((document["traffic"] as? [String: Any])?["exchanges"] as? Int == 3)

        let markdown = ToolRun.inProcess(["diff", pair.old, pair.new, "--traffic", traffic, "--format", "markdown"]).standardOutput
        #expect(markdown.contains("property 'name' was removed — **seen in 1 exchange: 0** | `diff.response.property.removed`"))
        #expect(markdown.contains("· 2 breaking changes seen in "))

        let html = ToolRun.inProcess(["diff", pair.old, pair.new, "--traffic", traffic, "--format", "html"]).standardOutput
        #expect(html.contains("<dt>traffic</dt><dd>seen in 1 exchange: 1</dd>"))
        #expect(html.contains("<h3>Seen in traffic</h3><p class=\"big\">2</p>"))

        let github = ToolRun.inProcess(["diff", pair.old, pair.new, "--traffic", traffic, "--format", "github"]).standardOutput
        #expect(github.contains("was removed (seen in 1 exchange: 0) at '"))

        let without = ToolRun.inProcess(["diff", pair.old, pair.new, "--format", "json"]).standardOutput
        #expect(!without.contains("seenInExchanges") && !without.contains("\"traffic\""))
    }

    @Test func anUnreadableTrafficFileIsAnInputError() throws {
        let pair = try DiffSpecPair.write()
        let missing = ToolRun.inProcess(["diff", pair.old, pair.new, "--traffic", "does-not-exist.jsonl"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("Error: does-not-exist.jsonl"))
        #expect(missing.standardOutput.isEmpty)
        let broken = try TemporaryFile.write("broken.jsonl", "{\"request\": 1}\n")
        let bad = ToolRun.inProcess(["diff", pair.old, pair.new, "--traffic", broken])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("[traffic.line.invalid]"))
    }
}
