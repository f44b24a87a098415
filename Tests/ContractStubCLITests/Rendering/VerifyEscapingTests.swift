import Foundation
import Testing

/// Text from specs and traffic can neither inject markup into the HTML report nor start a workflow command in the
/// github format: each hostile string is put in a spec (a tag, an operationId, an enum value) and in traffic (a
/// query value and a response body), and both outputs are checked.
@Suite("verify, hostile strings escaped")
struct VerifyEscapingTests {
    static let hostile = [
        "</script><script>alert(1)</script>", "<img src=x onerror=alert(1)>", "::error title=pwned::injected",
        "%0A::error::injected", "line\n::error::injected\r\n::warning::again",
    ]

    /// A spec whose only operation is tagged `text`, has `text` in its id and an enum allowing `text` and "ok".
    static func spec(_ text: String) throws -> String {
        let spec: [String: Any] = [
            "openapi": "3.0.3", "info": ["title": "hostile \(text)", "version": "1"],
            "servers": [["url": "https://api.example.com"]],
            "paths": [
                "/things": [
                    "get": [
                        "operationId": "list\(text)", "tags": [text],
                        "parameters": [["name": "q", "in": "query", "schema": ["type": "string", "enum": ["ok", text]]]],
                        "responses": [
                            "200": [
                                "description": "ok",
                                "content": ["application/json": ["schema": ["type": "object", "properties": ["n": ["type": "integer"]]]]],
                            ]
                        ],
                    ]
                ]
            ],
        ]
        let data = try JSONSerialization.data(withJSONObject: spec, options: [.prettyPrinted, .sortedKeys])
        return try TemporaryFile.write("spec.json", String(decoding: data, as: UTF8.self))
    }

    /// One exchange sending `text` + "!" as the query value (outside the enum) and `text` as a body value of the
    /// wrong type.
    static func traffic(_ text: String) throws -> String {
        var query = URLComponents(string: "https://api.example.com/things")!
        query.queryItems = [URLQueryItem(name: "q", value: text + "!")]
        let body = String(decoding: try JSONSerialization.data(withJSONObject: ["n": text]), as: UTF8.self)
        let line: [String: Any] = [
            "request": ["method": "GET", "url": query.url!.absoluteString],
            "response": ["status": 200, "headers": ["Content-Type": "application/json"], "body": body],
        ]
        return try TemporaryFile.write("traffic.jsonl", String(decoding: try JSONSerialization.data(withJSONObject: line), as: UTF8.self))
    }

    @Test(arguments: hostile)
    func theHTMLReportEscapesEverything(text: String) throws {
        let html = TemporaryFile.path("report.html")
        let run = try ToolRun.binary(["verify", try Self.spec(text), "--traffic", try Self.traffic(text), "--html", html.path])
        #expect(run.status == 1)
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(!page.lowercased().contains("<script"), "the page has no script at all")
        #expect(!page.contains("</script>"))
        #expect(!page.contains("<img"))
        let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        let firstLine = String(escaped.split(separator: "\n").first ?? "")
        #expect(page.contains("<span class=\"tag-name\">\(firstLine)"), "the tag, from the spec")
        #expect(page.contains("<code class=\"value\">q=\(firstLine)"), "the query value, from the traffic")
        #expect(page.components(separatedBy: "<article class=\"finding").count == 3, "two findings: the query and the body")
    }

    @Test(arguments: hostile)
    func githubWorkflowCommandsCannotBeInjected(text: String) throws {
        let run = try ToolRun.binary(["verify", try Self.spec(text), "--traffic", try Self.traffic(text), "--format", "github"])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3, "two findings and the coverage notice, nothing more")
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") || $0.hasPrefix("::notice title=coverage::") })
        #expect(!run.standardOutput.contains("\r"))
        let query = try #require(lines.first { $0.contains("title=schema.enum::") })
        let message = query.split(separator: "::", maxSplits: 2, omittingEmptySubsequences: false)[2]
        let firstLine = String(text.split(whereSeparator: \.isNewline).first ?? "").replacingOccurrences(of: "%", with: "%25")
        #expect(message.contains(firstLine), "the value is in the message, % escaped: \(message)")
    }

    @Test func propertiesEscapeColonsAndCommas() throws {
        let directory = TemporaryFile.path("a:b,c")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let spec = directory.appendingPathComponent("spec.json")
        try FileManager.default.copyItem(atPath: try Self.spec("x"), toPath: spec.path)
        let run = try ToolRun.binary(["verify", spec.path, "--traffic", try Self.traffic("x"), "--format", "github"])
        let first = try #require(run.standardOutput.split(separator: "\n").first)
        #expect(
            first.hasPrefix(
                "::error file=\(directory.path.replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C"))/spec.json,line="
            ))
    }
}
