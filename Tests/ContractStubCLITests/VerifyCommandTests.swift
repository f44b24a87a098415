import Foundation
import Testing

/// `contractstub verify`, run as a separate process exactly as users and CI run it.
@Suite("verify, end to end")
struct VerifyCommandTests {
    private func log(_ lines: [String]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString).jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url.path
    }

    static let good = #"{"request":{"method":"GET","url":"https://petstore.example.com/v1/pets/1"},"response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"{\"id\":1,\"name\":\"Rex\"}"}}"#
    static let bad = #"{"request":{"method":"GET","url":"https://petstore.example.com/v1/pets?limit=0"}}"#

    @Test func conformingTrafficExitsZero() throws {
        let run = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", try log([Self.good])])
        #expect(run.status == 0)
        #expect(run.standardOutput == "specs/petstore.json: OK, no problems found\n")
    }

    @Test func violationsExitOneAndNameTheirExchange() throws {
        let path = try log([Self.good, Self.bad])
        let text = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path])
        #expect(text.status == 1)
        #expect(text.standardOutput.contains("[schema.minimum]"))
        #expect(text.standardOutput.contains("(exchange 1, /query/limit)"))
        let json = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--format", "json"])
        #expect(json.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((document["coverage"] as? [String: Any])?.isEmpty == true)
        let diagnostic = try #require((document["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["exchange"] as? Int == 1)
        #expect(diagnostic["code"] as? String == "schema.minimum")
        #expect(diagnostic["operationId"] as? String == "listPets")
        #expect(diagnostic["instancePointer"] as? String == "/query/limit")
        #expect(diagnostic["specPointer"] as? String == "/paths/~1pets/get/parameters/0/schema/minimum")
        let github = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--format", "github"])
        #expect(github.standardOutput.hasPrefix("::error file=specs/petstore.json,line="))
    }

    @Test func badInputExitsTwo() throws {
        let badLine = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", try log([Self.good, "{"])])
        #expect(badLine.status == 2)
        #expect(badLine.standardError.contains(":2: not a JSON object"))
        let missing = try ToolRun.binary(["verify", "specs/petstore.json"])
        #expect(missing.status == 2)
        let noLog = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", "/nonexistent.jsonl"])
        #expect(noLog.status == 2)
    }
}
