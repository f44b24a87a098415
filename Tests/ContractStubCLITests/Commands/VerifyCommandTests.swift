import Foundation
import Testing

/// `contractstub verify`, run as a separate process exactly as users and CI run it.
@Suite("verify, end to end")
struct VerifyCommandTests {
    private func log(_ lines: [String]) throws -> String {
        let url = TemporaryFile.path("traffic.jsonl")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url.path
    }

    static let good =
        #"{"request":{"method":"GET","url":"https://petstore.example.com/v1/pets/1"},"response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"{\"id\":1,\"name\":\"Rex\"}"}}"#
    static let bad = #"{"request":{"method":"GET","url":"https://petstore.example.com/v1/pets?limit=0"}}"#

    @Test func conformingTrafficExitsZero() throws {
        let run = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", try log([Self.good])])
        #expect(run.status == 0)
        #expect(
            run.standardOutput == """
                specs/petstore.json: OK, no problems found
                coverage: 1/3 operations (33.3%), 1/7 responses (14.3%)
                  tag    operations   responses
                  pets   1/3  33.3%   1/7  14.3%
                not fully exercised: 3 operations (--verbose lists them)

                """)
    }

    @Test func verboseListsEverythingNotExercised() throws {
        let run = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", try log([Self.good]), "--verbose"])
        #expect(run.status == 0)
        #expect(
            run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(4).joined(separator: "\n") == """
                never exercised:
                  GET /pets (listPets): not called (200, default)
                  POST /pets (createPet): not called (201, default)
                  GET /pets/{petId} (showPetById): 404, default

                """)
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
        #expect((document["coverage"] as? [String: Any])?["unrouted"] as? Int == 0)
        let diagnostic = try #require((document["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["exchange"] as? Int == 1)
        #expect(diagnostic["code"] as? String == "schema.minimum")
        #expect(diagnostic["operationId"] as? String == "listPets")
        #expect(diagnostic["instancePointer"] as? String == "/query/limit")
        #expect(diagnostic["pointer"] as? String == "/paths/~1pets/get/parameters/0/schema/minimum")
        let github = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--format", "github"])
        #expect(github.standardOutput.hasPrefix("::error file=specs/petstore.json,line="))
    }

    @Test func aMalformedLineIsAFindingAtItsLineAndTheOtherLinesAreStillChecked() throws {
        let path = try log([Self.good, "{", Self.bad])
        let run = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path])
        #expect(run.status == 1)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(path):2:1: error: not a JSON object: a member name in quotes was expected; found the end of the line at column 2 [traffic.line.invalid] (exchange 1)"
        )
        #expect(lines[1].hasSuffix("[schema.minimum] (exchange 2, /query/limit)"))
        #expect(lines[2] == "specs/petstore.json: 2 errors, 0 warnings")
        #expect(run.standardError == "")
    }

    @Test func findingsBeyondMaxFindingsAreSummarisedByCode() throws {
        let path = try log([Self.bad, "{", Self.bad, Self.bad])
        let text = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--max-findings", "1"])
        #expect(text.status == 1)
        #expect(
            text.standardOutput.split(separator: "\n").dropFirst().prefix(2).joined(separator: "\n") == """
                … 3 more findings not shown (--max-findings 1): schema.minimum 2, traffic.line.invalid 1
                specs/petstore.json: 4 errors, 0 warnings
                """)
        let json = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--max-findings", "1", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect((document["diagnostics"] as? [Any])?.count == 1)
        let omitted = try #require(document["omitted"] as? [String: Any])
        #expect(omitted["count"] as? Int == 3)
        #expect(omitted["limit"] as? Int == 1)
        #expect(omitted["byCode"] as? [String: Int] == ["schema.minimum": 2, "traffic.line.invalid": 1])
        let refused = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--max-findings", "-1"])
        #expect(refused.status == 2)
    }

    @Test func outputIsTheSameOnEveryRun() throws {
        let path = try log((0..<3_000).map { [Self.good, Self.bad, "{"][$0 % 3] })
        let first = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--format", "json"])
        let second = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", path, "--format", "json"])
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput.contains("\"count\" : 1000") || first.standardOutput.contains("\"count\": 1000"))
    }

    @Test func unreadableInputExitsTwo() throws {
        let missing = try ToolRun.binary(["verify", "specs/petstore.json"])
        #expect(missing.status == 2)
        let noLog = try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", "/nonexistent.jsonl"])
        #expect(noLog.status == 2)
        #expect(noLog.standardError.hasPrefix("Error: /nonexistent.jsonl: cannot read the traffic log: "))
        #expect(noLog.standardError.hasSuffix(" [traffic.file.unreadable]\n"))
    }
}

/// `verify` coverage and `--min-coverage`, run as a separate process.
@Suite("verify coverage, end to end")
struct VerifyCoverageTests {
    /// listPets 200 (twice), showPetById 404, createPet without a response, and one unrouted exchange:
    /// 3/3 operations, 2/7 responses.
    static func traffic() throws -> String {
        let url = TemporaryFile.path("traffic.jsonl")
        let lines = [
            #"{"request":{"method":"GET","url":"https://petstore.example.com/v1/pets"},"response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"[]"}}"#,
            #"{"request":{"method":"GET","url":"https://petstore.example.com/v1/pets?limit=2"},"response":{"status":200,"headers":{"Content-Type":"application/json"},"body":"[]"}}"#,
            #"{"request":{"method":"GET","url":"https://petstore.example.com/v1/pets/9"},"response":{"status":404,"headers":{"Content-Type":"application/json"},"body":"{\"code\":404,\"message\":\"no\"}"}}"#,
            #"{"request":{"method":"POST","url":"https://petstore.example.com/v1/pets","headers":{"Content-Type":"application/json"},"body":"{\"name\":\"Rex\"}"}}"#,
            #"{"request":{"method":"GET","url":"https://petstore.example.com/v1/owners"}}"#,
        ]
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url.path
    }

    private func verify(_ extra: [String]) throws -> ToolRun {
        try ToolRun.binary(["verify", "specs/petstore.json", "--traffic", try Self.traffic()] + extra)
    }

    @Test func textEndsWithACoverageSection() throws {
        let run = try verify(["--min-coverage", "50"])
        #expect(run.status == 1)
        #expect(
            run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).joined(separator: "\n") == """
                coverage: 3/3 operations (100.0%), 2/7 responses (28.6%)
                  tag    operations   responses
                  pets   3/3 100.0%   2/7  28.6%
                not fully exercised: 3 operations (--verbose lists them)
                unrouted: 1 exchange (4)
                coverage below --min-coverage 50: responses 28.6%

                """)
        #expect(run.standardOutput.hasPrefix("specs/petstore.json: error: no operation in the spec matches GET /v1/owners"))
    }

    @Test func jsonCarriesTheCoverageObject() throws {
        let run = try verify(["--format", "json", "--min-coverage", "20"])
        #expect(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) is [String: Any])
        let coverage = try #require(run.standardOutput.range(of: "  \"coverage\": {"))
        #expect(
            String(run.standardOutput[coverage.lowerBound...]) == """
                  "coverage": {
                    "operations": {
                      "covered": 3,
                      "total": 3,
                      "percent": 100
                    },
                    "responses": {
                      "covered": 2,
                      "total": 7,
                      "percent": 28.6
                    },
                    "uncovered": [
                      {
                        "operationId": "listPets",
                        "method": "GET",
                        "path": "/pets",
                        "called": true,
                        "statuses": [
                          "default"
                        ]
                      },
                      {
                        "operationId": "createPet",
                        "method": "POST",
                        "path": "/pets",
                        "called": true,
                        "statuses": [
                          "201",
                          "default"
                        ]
                      },
                      {
                        "operationId": "showPetById",
                        "method": "GET",
                        "path": "/pets/{petId}",
                        "called": true,
                        "statuses": [
                          "200",
                          "default"
                        ]
                      }
                    ],
                    "byTag": [
                      {
                        "tag": "pets",
                        "operations": {
                          "covered": 3,
                          "total": 3,
                          "percent": 100
                        },
                        "responses": {
                          "covered": 2,
                          "total": 7,
                          "percent": 28.6
                        }
                      }
                    ],
                    "unrouted": 1,
                    "unroutedExchanges": [
                      4
                    ],
                    "minCoverage": 20,
                    "passed": true
                  }
                }

                """)
        // The unrouted exchange is still a violation, so the exit status is 1 although the minimum is met.
        #expect(run.status == 1)
    }

    @Test func githubPrintsANoticeAndWarnsPerOperationOnlyWhenTheMinimumFails() throws {
        let met = try verify(["--format", "github", "--min-coverage", "28.5"])
        #expect(
            met.standardOutput.split(separator: "\n").dropFirst().joined(separator: "\n")
                == "::notice title=coverage::3/3 operations (100.0%25), 2/7 responses (28.6%25); unrouted: 1 exchange (4)")
        let failed = try verify(["--format", "github", "--min-coverage", "28.6"])
        #expect(failed.status == 1)
        #expect(
            Array(failed.standardOutput.split(separator: "\n").dropFirst(2)) == [
                "::error title=coverage::coverage below --min-coverage 28.6: responses 28.6%25",
                "::warning file=specs/petstore.json,line=12,col=7,title=coverage.unexercised::never exercised: GET /pets (listPets): default at '/paths/~1pets/get'",
                "::warning file=specs/petstore.json,line=49,col=7,title=coverage.unexercised::never exercised: POST /pets (createPet): 201, default at '/paths/~1pets/post'",
                "::warning file=specs/petstore.json,line=80,col=7,title=coverage.unexercised::never exercised: GET /pets/{petId} (showPetById): 200, default at '/paths/~1pets~1{petId}/get'",
            ])
    }

    @Test func minimumDecidesTheExitStatusWhenTrafficConforms() throws {
        let url = TemporaryFile.path("traffic.jsonl")
        try Data(VerifyCommandTests.good.utf8).write(to: url)
        let arguments = ["verify", "specs/petstore.json", "--traffic", url.path, "--min-coverage"]
        // 1/3 operations (33.3%) and 1/7 responses (14.3%): both ratios must reach the minimum.
        #expect(try ToolRun.binary(arguments + ["14"]).status == 0)
        #expect(try ToolRun.binary(arguments + ["0"]).status == 0)
        let failed = try ToolRun.binary(arguments + ["15"])
        #expect(failed.status == 1)
        #expect(failed.standardOutput.hasSuffix("coverage below --min-coverage 15: responses 14.3%\n"))
        let both = try ToolRun.binary(arguments + ["100"])
        #expect(both.standardOutput.hasSuffix("coverage below --min-coverage 100: operations 33.3%, responses 14.3%\n"))
    }

    @Test(arguments: ["101", "-1", "abc", "80%", "nan", ""])
    func badMinimumsAreUsageErrors(_ value: String) throws {
        let run = try verify(["--min-coverage", value])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError.hasPrefix("Error: '\(value)' is not a valid value for '--min-coverage' (expected a number from 0 to 100)"))
    }

    @Test func helpSaysWhichRatiosTheMinimumApplies() throws {
        let run = try ToolRun.binary(["verify", "--help"])
        #expect(run.standardOutput.contains("--min-coverage <percent>"))
        #expect(run.standardOutput.contains("--min-coverage applies to BOTH ratios"))
    }
}
