import Foundation
import Testing

/// `contractstub generate`, run as a separate process exactly as the build plugin runs it.
@Suite("generate, end to end")
struct GenerateCommandTests {
    private static let golden = "Tests/ContractStubToolingTests/Generation/Golden"

    /// A path in a fresh temporary directory.
    private func temporaryPath(_ name: String) throws -> String {
        try TemporaryFile.folder().appendingPathComponent(name).path
    }

    @Test func writesTheGoldenOutputAndLeavesAnUnchangedFileAlone() throws {
        let output = try temporaryPath("Generated/BookshopStubs.swift")
        let first = try ToolRun.binary([
            "generate", "specs/bookshop.json", "--output", output, "--name", "BookshopStubs", "--access", "public",
        ])
        #expect(first.status == 0)
        #expect(first.standardOutput == "Wrote \(output) (9 operations, type BookshopStubs)\n")
        let expected = try Data(contentsOf: ToolRun.packageRoot.appendingPathComponent("\(Self.golden)/BookshopStubs.swift"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == expected)

        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        let second = try ToolRun.binary([
            "generate", "specs/bookshop.json", "--output", output, "--name", "BookshopStubs", "--access", "public",
        ])
        #expect(second.status == 0)
        #expect(second.standardOutput == "\(output) is up to date (9 operations)\n")
        let modified = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(modified == past, "an unchanged file is not rewritten")
    }

    @Test func defaultsToInternalAPIStubs() throws {
        let output = try temporaryPath("APIStubs.swift")
        #expect(try ToolRun.binary(["generate", "specs/petstore.json", "--output", output]).status == 0)
        let expected = try Data(contentsOf: ToolRun.packageRoot.appendingPathComponent("\(Self.golden)/APIStubs.swift"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == expected)
    }

    @Test func refusesAMissingOutputAndAnUnknownAccessLevel() {
        let missing = ToolRun.inProcess(["generate", "specs/petstore.json"])
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("Error: missing option '--output <file.swift>'"))
        let access = ToolRun.inProcess(["generate", "specs/petstore.json", "--output", "x.swift", "--access", "open"])
        #expect(access.status == 2)
        #expect(access.standardError.hasPrefix("Error: 'open' is not a valid value for '--access' (expected one of: public, internal)"))
    }

    @Test func refusesAnUnreadableSpec() {
        let run = ToolRun.inProcess(["generate", "specs/absent.json", "--output", "x.swift"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("Error: specs/absent.json"))
    }

    @Test func printsHelp() {
        let run = ToolRun.inProcess(["generate", "--help"])
        #expect(run.status == 0)
        #expect(
            run.standardOutput.contains(
                "USAGE: contractstub generate <spec.json> --output <file.swift> [--name <type>] [--access <level>] [--allow-ref-root <dir>]"
            ))
    }
}
