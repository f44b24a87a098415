import Foundation
import Testing

/// `verify` and `pact` on a Swagger 2.0 spec, run as the binary: findings point into the 2.0 file and say which side
/// of the exchange broke the rule; a pact is written from the same traffic.
@Suite("verify and pact, Swagger 2.0")
struct VerifySwagger2Tests {
    static let spec = """
        {"swagger": "2.0", "info": {"title": "Pets", "version": "1"}, "host": "pets.example.com", "basePath": "/v1",
        "schemes": ["https"], "produces": ["application/json"], "consumes": ["application/json"],
        "paths": {"/pets": {
          "get": {"operationId": "listPets",
            "parameters": [{"name": "limit", "in": "query", "type": "integer", "maximum": 10, "required": true}],
            "responses": {"200": {"description": "ok", "schema": {"type": "array", "items": {"$ref": "#/definitions/Pet"}}}}},
          "post": {"operationId": "addPet",
            "parameters": [{"name": "pet", "in": "body", "required": true, "schema": {"$ref": "#/definitions/Pet"}}],
            "responses": {"201": {"description": "created", "schema": {"$ref": "#/definitions/Pet"}}}}}},
        "definitions": {"Pet": {"type": "object", "required": ["id", "name"],
          "properties": {"id": {"type": "integer", "minimum": 1}, "name": {"type": "string"}}}}}
        """

    /// A GET over the limit with a valid answer, then a POST whose body and answer both lack `name`.
    static let log = """
        {"request": {"method": "GET", "url": "https://pets.example.com/v1/pets?limit=50"}, "response": {"status": 200, "headers": {"Content-Type": "application/json"}, "body": "[{\\"id\\": 1, \\"name\\": \\"a\\"}]"}}
        {"request": {"method": "POST", "url": "https://pets.example.com/v1/pets", "headers": {"Content-Type": "application/json"}, "body": "{\\"id\\": 2}"}, "response": {"status": 201, "headers": {"Content-Type": "application/json"}, "body": "{\\"id\\": 2}"}}

        """

    @Test func findingsPointIntoThe2FileAndNameTheirSide() throws {
        let spec = try TemporaryFile.write("swagger.json", Self.spec)
        let log = try TemporaryFile.write("traffic.jsonl", Self.log)
        let text = try ToolRun.binary(["verify", spec, "--traffic", log])
        #expect(text.status == 1)
        #expect(
            text.standardOutput.contains(
                "\(spec):5:72: error: expected a number <= 10, found 50 [schema.maximum] (exchange 0, /query/limit)"))
        #expect(text.standardOutput.contains("[schema.required] (exchange 1, /body)"))
        #expect(text.standardOutput.contains("[schema.required] (exchange 1, response /body)"))
        let json = try ToolRun.binary(["verify", spec, "--traffic", log, "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let seen = diagnostics.map { "\($0["exchange"] ?? "-") \($0["side"] ?? "-") \($0["code"] ?? "-") \($0["pointer"] ?? "-")" }
        #expect(
            seen == [
                "0 request schema.maximum /paths/~1pets/get/parameters/0/maximum",
                "1 request schema.required /definitions/Pet/required",
                "1 response schema.required /definitions/Pet/required",
            ])
    }

    /// The same two exchanges as a HAR capture give the same findings as the log.
    @Test func aHARCaptureGivesTheLogsFindings() throws {
        let spec = try TemporaryFile.write("swagger.json", Self.spec)
        let har = try TemporaryFile.write(
            "capture.har",
            """
            {"log": {"version": "1.2", "creator": {"name": "test", "version": "1"}, "entries": [
              {"startedDateTime": "2026-01-01T00:00:00Z", "time": 1, "cache": {}, "timings": {"send": 0, "wait": 1, "receive": 0},
               "request": {"method": "GET", "url": "https://pets.example.com/v1/pets?limit=50", "httpVersion": "HTTP/1.1",
                 "headers": [], "queryString": [{"name": "limit", "value": "50"}], "cookies": [], "headersSize": -1, "bodySize": 0},
               "response": {"status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1", "headers": [{"name": "Content-Type", "value": "application/json"}],
                 "cookies": [], "content": {"size": 23, "mimeType": "application/json", "text": "[{\\"id\\": 1, \\"name\\": \\"a\\"}]"},
                 "redirectURL": "", "headersSize": -1, "bodySize": 23}},
              {"startedDateTime": "2026-01-01T00:00:01Z", "time": 1, "cache": {}, "timings": {"send": 0, "wait": 1, "receive": 0},
               "request": {"method": "POST", "url": "https://pets.example.com/v1/pets", "httpVersion": "HTTP/1.1",
                 "headers": [{"name": "Content-Type", "value": "application/json"}], "queryString": [], "cookies": [],
                 "postData": {"mimeType": "application/json", "text": "{\\"id\\": 2}"}, "headersSize": -1, "bodySize": 9},
               "response": {"status": 201, "statusText": "Created", "httpVersion": "HTTP/1.1", "headers": [{"name": "Content-Type", "value": "application/json"}],
                 "cookies": [], "content": {"size": 9, "mimeType": "application/json", "text": "{\\"id\\": 2}"},
                 "redirectURL": "", "headersSize": -1, "bodySize": 9}}]}}
            """)
        let log = try TemporaryFile.write("traffic.jsonl", Self.log)
        func codes(_ traffic: String) throws -> [String] {
            let run = try ToolRun.binary(["verify", spec, "--traffic", traffic, "--format", "json"])
            let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
            let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
            return diagnostics.map { "\($0["exchange"] ?? "-") \($0["side"] ?? "-") \($0["code"] ?? "-") \($0["pointer"] ?? "-")" }
        }
        let fromLog = try codes(log)
        #expect(fromLog.count == 3)
        #expect(try codes(har) == fromLog)
    }

    @Test func theHTMLReportShowsThe2Document() throws {
        let spec = try TemporaryFile.write("swagger.json", Self.spec)
        let log = try TemporaryFile.write("traffic.jsonl", Self.log)
        let html = URL(fileURLWithPath: spec).deletingLastPathComponent().appendingPathComponent("report.html")
        let run = try ToolRun.binary(["verify", spec, "--traffic", log, "--html", html.path])
        #expect(run.status == 1)
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.contains("addPet") && page.contains("listPets"))
        #expect(page.contains("/definitions/Pet/required"))
        #expect(!page.contains("/components/schemas/Pet"))
    }

    @Test func aPactIsWrittenFromTrafficAgainstA2Spec() throws {
        let spec = try TemporaryFile.write("swagger.json", Self.spec)
        let log = try TemporaryFile.write(
            "clean.jsonl",
            Self.log.replacingOccurrences(of: "limit=50", with: "limit=5").replacingOccurrences(
                of: #"{\"id\": 2}"#, with: #"{\"id\": 2, \"name\": \"b\"}"#))
        let folder = URL(fileURLWithPath: spec).deletingLastPathComponent().appendingPathComponent("pacts").path
        let run = try ToolRun.binary(["pact", spec, "--traffic", log, "--consumer", "app", "--provider", "pets", "--output", folder])
        #expect(run.status == 0, "\(run.standardError)")
        let pact = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent("app-pets.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: pact) as? [String: Any])
        let interactions = try #require(document["interactions"] as? [[String: Any]])
        #expect(interactions.count == 2)
        // The pact verifies clean against the 2.0 spec it was written from.
        let verified = try ToolRun.binary(["verify", spec, "--pact", folder])
        #expect(verified.status == 0, "\(verified.standardOutput)")
    }
}
