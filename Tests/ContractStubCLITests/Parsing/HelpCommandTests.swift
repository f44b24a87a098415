import Testing

/// `contractstub help [<subcommand>]`, run as a separate process.
@Suite("help, end to end")
struct HelpCommandTests {
    @Test(arguments: ["validate", "generate", "verify", "diff", "pact"])
    func helpForASubcommandIsItsHelpOption(subcommand: String) throws {
        let help = try ToolRun.binary(["help", subcommand])
        let option = try ToolRun.binary([subcommand, "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput == option.standardOutput)
        #expect(help.standardOutput.hasPrefix("OVERVIEW: "))
        #expect(help.standardOutput.contains("USAGE: contractstub \(subcommand) "))
        #expect(help.standardError.isEmpty)
    }

    @Test func helpAloneIsTheTopLevelHelp() throws {
        let help = try ToolRun.binary(["help"])
        #expect(help.status == 0)
        let longHelp = try ToolRun.binary(["--help"])
        #expect(help.standardOutput == longHelp.standardOutput)
        #expect(help.standardOutput.contains("See 'contractstub help <subcommand>' or 'contractstub <subcommand> --help'"))
    }

    @Test func helpForAnUnknownSubcommandIsAUsageError() throws {
        let run = try ToolRun.binary(["help", "lint"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(
            run.standardError == """
                Error: unknown subcommand 'lint' (subcommands: validate, generate, verify, diff, pact, mock)
                Usage: contractstub <subcommand> [options]
                  See 'contractstub --help'.

                """)
    }

    @Test func helpTakesOneSubcommand() throws {
        let run = try ToolRun.binary(["help", "diff", "verify"])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("Error: unexpected argument 'verify' (expected help <subcommand>)\n"))
    }

    @Test func optionHelpIsGeneratedFromTheDeclaration() throws {
        let run = try ToolRun.binary(["help", "validate"])
        #expect(
            run.standardOutput.contains(
                """
                  --format <format>       How to print findings; github prints GitHub Actions annotations. (values: text, json, github; default: text)
                  --strict                Also report components that nothing refers to.
                  --allow-ref-root <dir>  Let $refs also read files under this folder (by default only the spec's folder and below). Repeatable.
                  -h, --help              Show help information.
                """))
        let generate = try ToolRun.binary(["help", "generate"])
        #expect(
            generate.standardOutput.contains(
                "  --name <type>           The generated type; stubs get `stub.<name without Stubs>`. (default: APIStubs)\n"))
        #expect(
            generate.standardOutput.contains(
                "  --access <level>        The access level of the generated code. (values: public, internal; default: internal)\n"))
    }
}
