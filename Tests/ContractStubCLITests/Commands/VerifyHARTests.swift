import Foundation
import Testing

/// `verify --traffic capture.har`: HAR files told apart by content, other hosts skipped and counted, `--server`,
/// findings naming their HAR entry, malformed entries, and a HAR that Chromium wrote.
@Suite("verify, HAR captures")
struct VerifyHARTests {
    /// Tests/Fixtures/HAR/browser-petstore.har: made by Chromium (record_browser_har.py beside it says how) against
    /// a local server on 127.0.0.1:8765 answering for specs/petstore.json under /v1.
    static let browserHAR = ToolRun.packageRoot.appendingPathComponent("Tests/Fixtures/HAR/browser-petstore.har").path

    static func har(_ entries: [String]) throws -> String {
        try TemporaryFile.write(
            "capture.har", "{\n \"log\": {\n  \"version\": \"1.2\",\n  \"entries\": [\n\(entries.joined(separator: ",\n"))\n  ]\n }\n}\n")
    }

    static func entry(_ method: String, _ url: String, status: Int, body: String = "") -> String {
        let text = try! JSONSerialization.data(withJSONObject: [body], options: [.withoutEscapingSlashes])
        let quoted = String(decoding: text, as: UTF8.self).dropFirst().dropLast()
        return #"{"request":{"method":"\#(method)","url":"\#(url)","headers":[]},"response":{"status":\#(status),"#
            + #""headers":[{"name":"Content-Type","value":"application/json"}],"content":{"mimeType":"application/json","text":\#(quoted)}}}"#
    }

    @Test func entriesToOtherHostsThanTheSpecsAreSkippedAndCounted() throws {
        let path = try Self.har([
            Self.entry("GET", "https://petstore.example.com/v1/pets/1", status: 200, body: #"{"id":1,"name":"Rex"}"#),
            Self.entry("GET", "https://cdn.example.com/app.js", status: 200, body: "x"),
            Self.entry("GET", "https://cdn.example.com/app.css", status: 200, body: "x"),
            Self.entry("GET", "https://fonts.example.net/a.woff2", status: 200, body: "x"),
        ])
        let text = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path])
        #expect(text.status == 0)
        #expect(text.standardOutput.hasSuffix("skipped: 3 HAR entries to other servers (cdn.example.com 2, fonts.example.net 1)\n"))
        let json = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let skipped = try #require(document["skipped"] as? [String: Any])
        #expect(skipped["count"] as? Int == 3)
        #expect(skipped["byHost"] as? [String: Int] == ["cdn.example.com": 2, "fonts.example.net": 1])
        let github = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--format", "github"])
        #expect(
            github.standardOutput.hasSuffix(
                "::notice title=skipped::3 HAR entries to other servers (cdn.example.com 2, fonts.example.net 1)\n"))
    }

    @Test func aBrowserCaptureIsCheckedForTheServerChosenAndFindingsNameTheirEntry() throws {
        let all = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", Self.browserHAR])
        #expect(all.status == 0, "127.0.0.1 is not the spec's server: everything is skipped")
        #expect(all.standardOutput.hasSuffix("skipped: 8 HAR entries to other servers (127.0.0.1 8)\n"))
        let run = try ToolRun.binary([
            "verify", "specs/petstore.json", "--traffic", Self.browserHAR, "--server", "http://127.0.0.1:8765/v1",
        ])
        #expect(run.status == 1)
        #expect(
            run.standardOutput.split(separator: "\n").prefix(3).map(String.init) == [
                "specs/petstore.json:22:63: error: expected a number >= 1, found 0 [schema.minimum] (HAR entry 5, /query/limit)",
                #"specs/petstore.json:132:19: error: expected integer, found string "two" [schema.type] (HAR entry 6, response /body/id)"#,
                "specs/petstore.json: error: no operation in the spec matches GET /v1/avatar.png [request.route.unknown] "
                    + "(did you mean GET /pets or GET /pets/{petId} or POST /pets?) (HAR entry 7)",
            ])
        #expect(run.standardOutput.contains("coverage: 3/3 operations (100.0%), 4/7 responses (57.1%)\n"))
        #expect(run.standardOutput.hasSuffix("skipped: 1 HAR entry to other servers (127.0.0.1 1)\n"), "the page itself, outside /v1")
        let other = try ToolRun.binary([
            "verify", "specs/petstore.json", "--traffic", Self.browserHAR, "--server", "http://127.0.0.1:9999/v1",
        ])
        #expect(other.standardOutput.contains("skipped: 8 HAR entries"), "another port is another server")
    }

    @Test func theFormatIsToldByContentNotByName() throws {
        let renamed = try TemporaryFile.write("capture.jsonl", try String(contentsOfFile: Self.browserHAR, encoding: .utf8))
        let run = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", renamed, "--server", "http://127.0.0.1:8765/v1"])
        #expect(run.standardOutput.contains("(HAR entry 5, /query/limit)"))
    }

    @Test func aMalformedEntryIsAFindingAtItsLineAndTheOthersAreStillChecked() throws {
        let path = try Self.har([
            #"{"request":{"method":"GET","url":"https://petstore.example.com/v1/pets?limit=0"},"response":{"status":0}}"#,
            #"{"request":{"method":"GET"},"response":{"status":200}}"#,
        ])
        let run = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("[schema.minimum] (HAR entry 0, /query/limit)") })
        #expect(
            lines.contains(
                "\(path):6:2: error: \"request.url\" must be an absolute URL; found nothing [traffic.har.invalid] (HAR entry 1)"))
    }

    @Test func aHARThatIsNotJSONExitsTwoNamingTheFile() throws {
        let path = try TemporaryFile.write("broken.har", "{\"log\": {\"entries\": [}")
        let run = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("Error: \(path):1:22: not a JSON document: "))
        #expect(run.standardError.hasSuffix("[traffic.har.invalid]\n"))
    }
}
