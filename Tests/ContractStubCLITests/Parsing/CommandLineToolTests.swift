import ContractStubCLI
import Testing

@Suite("Top-level command line")
struct CommandLineToolTests {
    @Test func printsHelpOnStandardOutput() {
        let run = ToolRun.inProcess(["--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("OVERVIEW: Check OpenAPI 3.0/3.1/3.2 and Swagger 2.0 contracts (JSON or YAML)"))
        #expect(run.standardOutput.contains("USAGE: contractstub <subcommand> [options]"))
        #expect(run.standardOutput.contains("SUBCOMMANDS:\n  validate"))
        #expect(run.standardError.isEmpty)
    }

    @Test func printsTheVersion() {
        let run = ToolRun.inProcess(["--version"])
        #expect(run.status == 0)
        #expect(run.standardOutput == "contractstub \(CommandLineTool.version)\n")
    }

    @Test func refusesAMissingSubcommand() {
        let run = ToolRun.inProcess([])
        #expect(run.status == 2)
        #expect(
            run.standardError == "Error: missing subcommand\nUsage: contractstub <subcommand> [options]\n  See 'contractstub --help'.\n")
    }

    @Test func refusesAnUnknownSubcommand() {
        let run = ToolRun.inProcess(["lint", "x.json"])
        #expect(run.status == 2)
        #expect(
            run.standardError.hasPrefix("Error: unknown subcommand 'lint' (subcommands: validate, generate, verify, diff, pact, mock)\n"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func refusesAnUnknownTopLevelOption() {
        let run = ToolRun.inProcess(["--frobnicate"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("Error: unknown option '--frobnicate'"))
    }
}

@Suite("Subcommand argument parsing")
struct SubcommandParsingTests {
    @Test func printsSubcommandHelp() {
        let run = ToolRun.inProcess(["validate", "--help"])
        #expect(run.status == 0)
        #expect(
            run.standardOutput.contains("USAGE: contractstub validate <spec.json> [--format <format>] [--strict] [--allow-ref-root <dir>]"))
        #expect(run.standardOutput.contains("ARGUMENTS:\n  <spec.json>"))
        #expect(run.standardOutput.contains("  -h, --help"))
    }

    static let usageErrors: [([String], String)] = [
        (["validate", "--bogus", "x.json"], "Error: unknown option '--bogus'"),
        (["validate"], "Error: missing argument <spec.json>"),
        (["validate", "a.json", "b.json"], "Error: unexpected argument 'b.json' (expected <spec.json>)"),
        (["validate", "a.json", "--format"], "Error: '--format' needs a value <format>"),
        (
            ["validate", "a.json", "--format", "xml"],
            "Error: 'xml' is not a valid value for '--format' (expected one of: text, json, github)"
        ),
    ]

    @Test(arguments: usageErrors)
    func reportsUsageErrors(arguments: [String], firstLine: String) {
        let run = ToolRun.inProcess(arguments)
        #expect(run.status == 2)
        #expect(run.standardError.split(separator: "\n").first.map(String.init) == firstLine)
        #expect(
            run.standardError.contains(
                "Usage: contractstub validate <spec.json> [--format <format>] [--strict] [--allow-ref-root <dir>]\n  See 'contractstub validate --help'.\n"
            ))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func acceptsOptionsWithEqualsSigns() {
        let run = ToolRun.inProcess(["validate", "--format=json", "/nonexistent/spec.json"])
        #expect(run.status == 2)
        #expect(!run.standardError.contains("Usage:"))
    }
}
