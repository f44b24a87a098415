import Foundation
import Testing

/// `contractstub diff`, run as a separate process exactly as users and CI run it.
@Suite("diff, end to end")
struct DiffCommandTests {
    private static let fixtures = "Tests/ContractStubToolingTests/Diff/Fixtures"
    private static let base = "\(fixtures)/base.json"

    @Test func reportsBreakingChangesAsTextWithBothLocations() throws {
        let new = "\(Self.fixtures)/response-status-removed.json"
        let run = try ToolRun.binary(["diff", Self.base, new])
        #expect(run.status == 1)
        #expect(
            run.standardOutput == """
                \(Self.base):83:11 → \(new):72:9: breaking: POST /pets: response 400 is no longer declared [diff.response.status.removed]
                \(Self.base) → \(new): 1 breaking, 0 warning, 0 info

                """)
        #expect(run.standardError.isEmpty)
    }

    @Test func succeedsWithoutBreakingChanges() throws {
        let same = try ToolRun.binary(["diff", Self.base, Self.base])
        #expect(same.status == 0)
        #expect(same.standardOutput == "\(Self.base) → \(Self.base): no changes\n")
        let added = try ToolRun.binary(["diff", Self.base, "\(Self.fixtures)/operation-added.json"])
        #expect(added.status == 0, "info alone does not fail")
    }

    @Test func failOnWarningIsStricter() throws {
        let new = "\(Self.fixtures)/parameter-removed.json"
        #expect(try ToolRun.binary(["diff", Self.base, new]).status == 0)
        #expect(try ToolRun.binary(["diff", Self.base, new, "--fail-on", "warning"]).status == 1)
        #expect(try ToolRun.binary(["diff", Self.base, "\(Self.fixtures)/operation-added.json", "--fail-on", "warning"]).status == 0)
    }

    @Test func failOnErrorIsTheDefaultAndBreakingMeansTheSame() throws {
        let breaking = "\(Self.fixtures)/response-status-removed.json"
        let warningOnly = "\(Self.fixtures)/parameter-removed.json"
        for spelling in ["error", "breaking"] {
            #expect(try ToolRun.binary(["diff", Self.base, breaking, "--fail-on", spelling]).status == 1, "\(spelling)")
            #expect(try ToolRun.binary(["diff", Self.base, warningOnly, "--fail-on=\(spelling)"]).status == 0, "\(spelling)")
        }
        let help = try ToolRun.binary(["diff", "--help"]).standardOutput
        #expect(help.contains("(values: error, warning, breaking; default: error)"))
    }

    @Test func deprecationDaysRequireASunsetDate() throws {
        let old = "\(Self.fixtures)/base-3.1.json"
        let new = "\(Self.fixtures)/operation-deprecated.json"
        #expect(try ToolRun.binary(["diff", old, new]).status == 0)
        let strict = try ToolRun.binary(["diff", old, new, "--deprecation-days", "30"])
        #expect(strict.status == 1)
        #expect(strict.standardOutput.contains("[diff.sunset.too-soon]"))
        #expect(try ToolRun.binary(["diff", old, new, "--deprecation-days", "-1"]).status == 2)
    }

    @Test func reportsChangesAsOneJSONDocument() throws {
        let new = "\(Self.fixtures)/parameter-required-added.json"
        let run = try ToolRun.binary(["diff", Self.base, new, "--format", "json"])
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let changes = try #require(document["changes"] as? [[String: Any]])
        #expect(changes.count == 1)
        let change = try #require(changes.first)
        #expect(change["rule"] as? String == "diff.parameter.required.added")
        #expect(change["severity"] as? String == "breaking")
        #expect(change["message"] as? String == "new required header parameter 'X-Tenant'")
        let operation = try #require(change["operation"] as? [String: Any])
        #expect(operation["method"] as? String == "GET")
        #expect(operation["path"] as? String == "/pets")
        #expect(operation["operationId"] as? String == "listPets")
        let old = try #require(change["old"] as? [String: Any])
        #expect(old["file"] as? String == Self.base)
        #expect(old["pointer"] as? String == "/paths/~1pets/get")
        #expect(old["line"] as? Int == 14)
        #expect(old["column"] as? Int == 7)
        let newSite = try #require(change["new"] as? [String: Any])
        #expect(newSite["file"] as? String == new)
        #expect(newSite["pointer"] as? String == "/paths/~1pets/get/parameters/2")
        #expect(newSite["line"] as? Int == 34)
        #expect(document["summary"] as? [String: Int] == ["breaking": 1, "warning": 0, "info": 0])
    }

    @Test func annotatesTheNewFileOrTheOldOneForRemovals() throws {
        let changed = "\(Self.fixtures)/request-body-became-required.json"
        let run = try ToolRun.binary(["diff", Self.base, changed, "--format", "github"])
        #expect(run.status == 1)
        #expect(
            run.standardOutput == """
                ::error file=\(changed),line=58,col=9,title=diff.request.body.became-required::POST /pets: request body became required at '/paths/~1pets/post/requestBody'

                """)
        let removed = try ToolRun.binary(["diff", Self.base, "\(Self.fixtures)/operation-removed.json", "--format", "github"])
        #expect(removed.standardOutput.hasPrefix("::error file=\(Self.base),line=137,col=7,title=diff.operation.removed::"))
        let added = try ToolRun.binary(["diff", Self.base, "\(Self.fixtures)/operation-added.json", "--format", "github"])
        #expect(added.standardOutput.isEmpty, "info is not annotated")
    }

    @Test func refusesUnreadableInputWithStatus2() throws {
        let missing = try ToolRun.binary(["diff", Self.base, "specs/does-not-exist.json"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("Error: specs/does-not-exist.json"))
        #expect(missing.standardError.contains("[spec.file.missing]"))
        #expect(missing.standardOutput.isEmpty)
        let directory = try ToolRun.binary(["diff", "specs", Self.base])
        #expect(directory.status == 2)
        #expect(directory.standardError.contains("[spec.file.directory]"))
    }

    @Test func checksItsCommandLine() throws {
        let oneFile = try ToolRun.binary(["diff", Self.base])
        #expect(oneFile.status == 2)
        #expect(oneFile.standardError.hasPrefix("Error: missing argument <new.json>"))
        let badThreshold = try ToolRun.binary(["diff", Self.base, Self.base, "--fail-on", "info"])
        #expect(badThreshold.status == 2)
        #expect(badThreshold.standardError.contains("expected one of: error, warning, breaking"))
    }

    @Test func printsHelp() throws {
        let run = try ToolRun.binary(["diff", "--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("OVERVIEW: Report changes between two versions"))
        #expect(
            run.standardOutput.contains(
                "USAGE: contractstub diff <old.json> <new.json> [--format <format>] [--fail-on <severity>] [--deprecation-days <days>] "
                    + "[--traffic <log.jsonl|capture.har>] [--allow-ref-root <dir>]"))
        #expect(try ToolRun.binary(["--help"]).standardOutput.contains("  diff "))
    }
}
