import Testing

/// Typed options refuse bad command lines with exact, pinned wording and exit status 2, run as a separate process.
@Suite("option errors, end to end")
struct OptionErrorTests {
    private static let verifyUsage =
        "Usage: contractstub verify <spec.json> [--traffic <log.jsonl|capture.har>] [--pact <file.json>] [--server <url>] [--format <format>] [--strict] [--min-coverage <percent>] [--max-findings <count>] [--verbose] [--html <report.html>] [--allow-ref-root <dir>]\n  See 'contractstub verify --help'.\n"
    private static let diffUsage =
        "Usage: contractstub diff <old.json> <new.json> [--format <format>] [--fail-on <severity>] [--deprecation-days <days>] [--traffic <log.jsonl|capture.har>] [--allow-ref-root <dir>]\n  See 'contractstub diff --help'.\n"
    private static let generateUsage =
        "Usage: contractstub generate <spec.json> --output <file.swift> [--name <type>] [--access <level>] [--allow-ref-root <dir>]\n  See 'contractstub generate --help'.\n"
    private static let validateUsage =
        "Usage: contractstub validate <spec.json> [--format <format>] [--strict] [--allow-ref-root <dir>]\n  See 'contractstub validate --help'.\n"

    static let refusals: [([String], String)] = [
        // A missing value.
        (["verify", "specs/petstore.json", "--traffic"], "Error: '--traffic' needs a value <log.jsonl|capture.har>\n" + verifyUsage),
        (["diff", "a.json", "b.json", "--format"], "Error: '--format' needs a value <format>\n" + diffUsage),
        (["generate", "specs/petstore.json", "--output", "x.swift", "--name"], "Error: '--name' needs a value <type>\n" + generateUsage),
        // An unknown option (one command's option is unknown to another).
        (["generate", "specs/petstore.json", "--output", "x.swift", "--strict"], "Error: unknown option '--strict'\n" + generateUsage),
        (["diff", "a.json", "b.json", "--min-coverage", "50"], "Error: unknown option '--min-coverage'\n" + diffUsage),
        // A bad value of a closed set, a number out of range, a value given to a flag.
        (
            ["diff", "a.json", "b.json", "--fail-on", "info"],
            "Error: 'info' is not a valid value for '--fail-on' (expected one of: error, warning, breaking)\n" + diffUsage
        ),
        (
            ["verify", "s.json", "--traffic", "t.jsonl", "--format=xml"],
            "Error: 'xml' is not a valid value for '--format' (expected one of: text, json, github)\n" + verifyUsage
        ),
        (
            ["generate", "s.json", "--output", "x.swift", "--access", "open"],
            "Error: 'open' is not a valid value for '--access' (expected one of: public, internal)\n" + generateUsage
        ),
        (
            ["verify", "s.json", "--traffic", "t.jsonl", "--min-coverage", "80%"],
            "Error: '80%' is not a valid value for '--min-coverage' (expected a number from 0 to 100)\n" + verifyUsage
        ),
        (["validate", "s.json", "--strict=yes"], "Error: '--strict' takes no value\n" + validateUsage),
        // A required option left out.
        (["verify", "s.json"], "Error: give --traffic, --pact or both\n" + verifyUsage),
    ]

    @Test(arguments: refusals)
    func refusesWithExactWording(arguments: [String], standardError: String) throws {
        let run = try ToolRun.binary(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == standardError)
    }
}
