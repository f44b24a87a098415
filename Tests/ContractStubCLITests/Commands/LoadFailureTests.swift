import Foundation
import Testing

/// A spec that fails to load is reported the same way by every command (the way `validate` reports it), run as
/// a separate process exactly as users and CI run it.
@Suite("load failures, end to end")
struct LoadFailureTests {
    private static let base = "Tests/ContractStubToolingTests/Diff/Fixtures/base.json"

    /// A spec with one `$ref` that does not resolve, at line 2, column 3.
    private func unresolvedSpec() throws -> String {
        try TemporaryFile.write(
            "refs.json",
            """
            {"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {"/a": {"get": {"responses": {
              "200": {"$ref": "#/components/responses/Missing"}}}}}}
            """)
    }

    /// The same spec loaded by each command, with the format option when the command has one.
    private func runEach(_ spec: String, format: String?) throws -> [String: ToolRun] {
        let traffic = try TemporaryFile.write("traffic.jsonl", "")
        let formatArguments = format.map { ["--format", $0] } ?? []
        var runs = [
            "validate": try ToolRun.binary(["validate", spec] + formatArguments),
            "verify": try ToolRun.binary(["verify", spec, "--traffic", traffic] + formatArguments),
            "diff (old)": try ToolRun.binary(["diff", spec, Self.base] + formatArguments),
            "diff (new)": try ToolRun.binary(["diff", Self.base, spec] + formatArguments),
        ]
        if format == nil || format == "text" {
            let output = try TemporaryFile.write("unused.swift", "")
            runs["generate"] = try ToolRun.binary(["generate", spec, "--output", output])
        }
        return runs
    }

    @Test func unresolvedReferencesAreLocatedInText() throws {
        let spec = try unresolvedSpec()
        let expected = """
            \(spec):2:3: error: '#/components/responses/Missing' does not resolve: refs.json has nothing at '/components/responses/Missing' [ref.unresolved]
            \(spec): 1 error, 0 warnings

            """
        for (command, run) in try runEach(spec, format: nil) {
            #expect(run.standardOutput == expected, "\(command)")
            if command == "validate" {
                #expect(run.status == 1, "findings of validate")
                #expect(run.standardError.isEmpty)
            } else {
                #expect(run.status == 2, "\(command) cannot go on without the contract")
                #expect(
                    run.standardError == "Error: \(spec): 1 reference in refs.json cannot be resolved [spec.refs.unresolved]\n",
                    "\(command)")
            }
        }
    }

    /// `diff` loads both specs at once, but reports as if one after the other: the old spec's failure, and nothing of
    /// the new one's.
    @Test func diffReportsOnlyTheFirstSpecThatFails() throws {
        let spec = try unresolvedSpec()
        let missing = "Tests/no-such-spec.json"
        let oldFails = try ToolRun.binary(["diff", spec, missing])
        #expect(oldFails.status == 2)
        #expect(oldFails.standardOutput.hasPrefix("\(spec):2:3: error:"))
        #expect(oldFails.standardError == "Error: \(spec): 1 reference in refs.json cannot be resolved [spec.refs.unresolved]\n")
        let newFails = try ToolRun.binary(["diff", missing, spec])
        #expect(newFails.status == 2)
        #expect(newFails.standardOutput.isEmpty)
        #expect(newFails.standardError.hasPrefix("Error: \(missing)"))
        #expect(!newFails.standardError.contains(spec))
    }

    @Test(arguments: ["json", "github"])
    func unresolvedReferencesAreReportedAsValidateReportsThem(format: String) throws {
        let spec = try unresolvedSpec()
        let runs = try runEach(spec, format: format)
        let validate = try #require(runs["validate"])
        for (command, run) in runs {
            #expect(run.standardOutput == validate.standardOutput, "\(command)")
        }
        if format == "github" {
            #expect(
                validate.standardOutput == """
                    ::error file=\(spec),line=2,col=3,title=ref.unresolved::'#/components/responses/Missing' does not resolve: refs.json has nothing at '/components/responses/Missing' at '/paths/~1a/get/responses/200'

                    """)
        } else {
            let document = try #require(try JSONSerialization.jsonObject(with: Data(validate.standardOutput.utf8)) as? [String: Any])
            let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?["code"] as? String == "ref.unresolved")
            #expect(diagnostics.first?["file"] as? String == spec)
            #expect(diagnostics.first?["line"] as? Int == 2)
            #expect(diagnostics.first?["column"] as? Int == 3)
        }
    }

    /// Malformed UTF-8 is a located syntax error, not a crash (the Foundation of Swift 6.0 traps on it in JSONDecoder).
    @Test func malformedUTF8IsALocatedErrorNotACrash() throws {
        let spec = try TemporaryFile.write("spec.json", "")
        try Data([UInt8(ascii: "{"), UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: "1"), UInt8(ascii: "}")])
            .write(to: URL(fileURLWithPath: spec))
        let run = try ToolRun.binary(["validate", spec])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError
                == "Error: \(spec):1:3: spec.json is not valid JSON: line 1, column 3: invalid UTF-8 byte 0xFF [spec.json.syntax]\n")
    }

    @Test(arguments: ["text", "json", "github"])
    func malformedJSONIsOneLocatedErrorEverywhere(format: String) throws {
        let spec = try TemporaryFile.write("spec.json", "{\n  \"openapi\": \"3.0.3\",\n  \"paths\": {,}\n}")
        let runs = try runEach(spec, format: format)
        let validate = try #require(runs["validate"])
        #expect(validate.standardError.hasPrefix("Error: \(spec):3:13: "))
        #expect(validate.standardError.hasSuffix(" [spec.json.syntax]\n"))
        for (command, run) in runs {
            #expect(run.status == 2, "\(command)")
            #expect(run.standardOutput.isEmpty, "\(command)")
            #expect(run.standardError == validate.standardError, "\(command)")
        }
    }
}
