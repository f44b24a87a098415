import Foundation
import Testing

/// `verify --pact` and `pact`, run as a separate process exactly as users and CI run them.
@Suite("Pact commands, end to end")
struct PactCommandTests {
    static let fixtures = "Tests/ContractStubToolingTests/Pact/Fixtures/"
    static let spec = "specs/pact-petshop.json"

    static func temporaryFile(_ data: Data, name: String = "pact.json") throws -> String {
        let url = try TemporaryFile.folder().appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    @Test func cleanPactsExitZeroAndCoverTheSpec() throws {
        let run = try ToolRun.binary([
            "verify", Self.spec, "--pact", Self.fixtures + "petshop-clean-v3.json", "--pact", Self.fixtures + "petshop-clean-v4.json",
        ])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("specs/pact-petshop.json: OK, no problems found\ncoverage: 3/3 operations"))
    }

    @Test func findingsNameThePactFileAndTheInteraction() throws {
        let run = try ToolRun.binary(["verify", Self.spec, "--pact", Self.fixtures + "petshop-planted-v3.json"])
        #expect(run.status == 1)
        #expect(
            run.standardOutput.contains(
                "error: \(Self.fixtures)petshop-planted-v3.json interaction 'a lost pet': expected one of \"available\", \"sold\", found string \"lost\" [schema.enum]"
            ))
        let json = try ToolRun.binary(["verify", Self.spec, "--pact", Self.fixtures + "petshop-planted-v4.json", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((document["diagnostics"] as? [Any])?.count == 9)
    }

    /// A v4 pact's message interactions cannot be checked against an HTTP spec: they are counted in every format,
    /// never passed over in silence, and never findings (the HTTP interactions beside them are checked as always).
    @Test func messageInteractionsAreCountedAsNotChecked() throws {
        let clean = try Data(contentsOf: ToolRun.packageRoot.appendingPathComponent(Self.fixtures + "petshop-clean-v4.json"))
        var pact = try #require(try JSONSerialization.jsonObject(with: clean) as? [String: Any])
        let http = try #require(pact["interactions"] as? [[String: Any]])
        let message: [String: Any] = [
            "type": "Asynchronous/Messages", "description": "a pet was sold", "contents": ["content": ["id": 1]],
        ]
        pact["interactions"] = http + [message, message.merging(["description": "another sale"]) { $1 }]
        let path = try Self.temporaryFile(try JSONSerialization.data(withJSONObject: pact))

        let text = try ToolRun.binary(["verify", Self.spec, "--pact", path])
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("coverage: 3/3 operations"))
        #expect(text.standardOutput.hasSuffix("not checked: 2 pact interactions that are not HTTP (Asynchronous/Messages 2)\n"))

        let json = try ToolRun.binary(["verify", Self.spec, "--pact", path, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let notChecked = try #require(document["notChecked"] as? [String: Any])
        #expect(notChecked["count"] as? Int == 2)
        #expect((notChecked["byType"] as? [String: Int]) == ["Asynchronous/Messages": 2])

        let github = try ToolRun.binary(["verify", Self.spec, "--pact", path, "--format", "github"])
        #expect(
            github.standardOutput.contains("::notice title=not checked::2 pact interactions that are not HTTP (Asynchronous/Messages 2)"))

        let page = TemporaryFile.path("report.html")
        _ = try ToolRun.binary(["verify", Self.spec, "--pact", path, "--html", page.path])
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<h3>Not checked: not HTTP</h3><p class=\"big\">2</p><p class=\"hosts\">Asynchronous/Messages 2</p>"))

        let plain = try ToolRun.binary(["verify", Self.spec, "--pact", Self.fixtures + "petshop-clean-v4.json", "--format", "json"])
        #expect(!plain.standardOutput.contains("notChecked"))
    }

    @Test func aFolderReadsEveryJSONFileInIt() throws {
        let run = try ToolRun.binary(["verify", Self.spec, "--pact", Self.fixtures, "--format", "json"])
        #expect(run.status == 1)
        #expect(run.standardError.isEmpty)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        // The clean pacts and those with each default matcher add nothing to the two planted ones' 9 findings each.
        #expect((document["diagnostics"] as? [Any])?.count == 18)
    }

    static let head = #"{"consumer": {"name": "c"}, "provider": {"name": "p"}, "#

    static let malformedPacts: [(String, String, String)] = [
        ("{\n  \"consumer\": oops", ":2:", "[json.syntax]"),
        (
            Self.head + "\"interactions\": [],\n\"metadata\": {\"pactSpecification\": {\"version\": \"9.0.0\"}}}", ":2:",
            "[pact.file.invalid]"
        ),
        (
            Self.head + "\n\"interactions\": [{\"request\": {\"method\": \"GET\", \"path\": \"/\"}, \"response\": {\"status\": 200}}]}",
            ":2:", "'description' is missing"
        ),
        (
            Self.head
                + #""interactions": [{"description": "d", "request": {"method": "GET", "path": "/"}, "response": {"status": 200, "body": "#
                + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}}]}", ":1:", "[json.syntax]"
        ),
    ]

    @Test(arguments: malformedPacts)
    func malformedPactsAreOneLocatedErrorLineAndExitTwo(_ text: String, _ place: String, _ expected: String) throws {
        let path = try Self.temporaryFile(Data(text.utf8))
        let run = try ToolRun.binary(["verify", Self.spec, "--pact", path])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("Error: \(path)\(place)"), "\(run.standardError)")
        #expect(run.standardError.contains(expected))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test func hugeAndMissingFilesExitTwo() throws {
        let huge = try Self.temporaryFile(Data(count: 64 << 20 + 1))
        let run = try ToolRun.binary(["verify", Self.spec, "--pact", huge])
        #expect(run.status == 2)
        #expect(
            run.standardError
                == "Error: \(huge): the file is 67108865 bytes; Pact files over 67108864 bytes are not read [pact.file.invalid]\n")
        let missing = try ToolRun.binary(["verify", Self.spec, "--pact", "no-such-pact.json"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("Error: no-such-pact.json: cannot read the Pact file"))
    }

    @Test func pactWritesTheSameFileOnEveryRun() throws {
        let folder = TemporaryFile.path("pacts").path
        let arguments = [
            "pact", Self.spec, "--traffic", "Tests/Pact/petshop-traffic.jsonl", "--consumer", "web", "--provider", "petshop", "--output",
            folder,
        ]
        let first = try ToolRun.binary(arguments)
        #expect(first.status == 0)
        #expect(first.standardOutput == "Wrote \(folder)/web-petshop.json (4 interactions from 5 exchanges, Pact v4)\n")
        let written = try Data(contentsOf: URL(fileURLWithPath: folder + "/web-petshop.json"))
        #expect(try ToolRun.binary(arguments).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/web-petshop.json")) == written)
        let check = try ToolRun.binary(["verify", Self.spec, "--pact", folder + "/web-petshop.json"])
        #expect(check.status == 0)
        let v3 = try ToolRun.binary(arguments + ["--pact-version", "3"])
        #expect(v3.standardOutput.hasSuffix("Pact v3)\n"))
    }

    @Test func aHARCaptureMakesTheSamePactAsTheLog() throws {
        // The same five exchanges, as a browser or proxy would export them.
        let lines = try String(contentsOfFile: "Tests/Pact/petshop-traffic.jsonl", encoding: .utf8).split(separator: "\n")
        func pairs(_ headers: Any?) -> [[String: String]] {
            ((headers as? [String: String]) ?? [:]).sorted { $0.key < $1.key }.map { ["name": $0.key, "value": $0.value] }
        }
        let entries = try lines.map { line -> [String: Any] in
            let exchange = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let request = try #require(exchange["request"] as? [String: Any])
            var harRequest: [String: Any] = ["method": request["method"]!, "url": request["url"]!, "headers": pairs(request["headers"])]
            if let body = request["body"] as? String { harRequest["postData"] = ["mimeType": "application/json", "text": body] }
            var entry: [String: Any] = ["request": harRequest]
            if let response = exchange["response"] as? [String: Any] {
                entry["response"] = [
                    "status": response["status"]!, "headers": pairs(response["headers"]),
                    "content": ["mimeType": "application/json", "text": response["body"] ?? ""],
                ]
            }
            return entry
        }
        let har = try Self.temporaryFile(
            try JSONSerialization.data(withJSONObject: ["log": ["version": "1.2", "entries": entries]]), name: "capture.har")
        let folders = ["log", "har"].map {
            TemporaryFile.path($0).path
        }
        for (traffic, folder) in zip(["Tests/Pact/petshop-traffic.jsonl", har], folders) {
            let run = try ToolRun.binary([
                "pact", Self.spec, "--traffic", traffic, "--consumer", "web", "--provider", "petshop", "--output", folder,
            ])
            #expect(run.status == 0, "\(run.standardError)")
        }
        let fromLog = try Data(contentsOf: URL(fileURLWithPath: folders[0] + "/web-petshop.json"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: folders[1] + "/web-petshop.json")) == fromLog)
    }

    @Test func pactRefusesAnInvalidLogLine() throws {
        let log = try Self.temporaryFile(Data("{\"request\": 1}\n".utf8), name: "log.jsonl")
        let run = try ToolRun.binary(["pact", Self.spec, "--traffic", log, "--consumer", "a", "--provider", "b", "--output", "/tmp"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("Error: \(log):1:1: "))
        #expect(run.standardError.hasSuffix("[traffic.line.invalid]\n"))
    }
}
