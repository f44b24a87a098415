/// The `contractstub` command: dispatches to subcommands, prints help and version.
///
/// ```swift
/// let status = CommandLineTool.run(["validate", "specs/petstore.json"])
/// ```
package enum CommandLineTool {
    /// The version `--version` prints.
    package static let version = "0.1.0"

    static let subcommands: [Subcommand] = [
        ValidateCommand.subcommand, GenerateCommand.subcommand, VerifyCommand.subcommand, DiffCommand.subcommand,
        PactCommand.subcommand, MockCommand.subcommand,
    ]

    /// Runs the tool with `arguments` (without the program name), writing to `output`.
    /// - Returns: the exit status (0 ok, 1 contract problems found, 2 usage or unreadable input).
    package static func run(_ arguments: [String], output: CommandOutput = .process) -> Int32 {
        guard let first = arguments.first else {
            output.standardError(UsageError("missing subcommand", command: nil).text)
            return ExitStatus.usageOrInput.rawValue
        }
        switch first {
        case "-h", "--help":
            output.standardOutput(help)
            return ExitStatus.ok.rawValue
        case "help":
            return runHelp(Array(arguments.dropFirst()), output: output).rawValue
        case "--version":
            output.standardOutput("contractstub \(version)\n")
            return ExitStatus.ok.rawValue
        default:
            break
        }
        guard let command = subcommand(named: first, output: output) else { return ExitStatus.usageOrInput.rawValue }
        let parsed: ParsedArguments
        do {
            parsed = try ParsedArguments(Array(arguments.dropFirst()), for: command.spec)
        } catch {
            output.standardError(error.text)
            return ExitStatus.usageOrInput.rawValue
        }
        if parsed.wantsHelp {
            output.standardOutput(command.spec.help)
            return ExitStatus.ok.rawValue
        }
        return command.run(parsed, output).rawValue
    }

    /// `contractstub help [<subcommand>]`: the same text as `contractstub [<subcommand>] --help`.
    private static func runHelp(_ arguments: [String], output: CommandOutput) -> ExitStatus {
        guard let name = arguments.first, name != "-h", name != "--help" else {
            output.standardOutput(help)
            return .ok
        }
        guard let command = subcommand(named: name, output: output) else { return .usageOrInput }
        if arguments.count > 1 {
            output.standardError(UsageError("unexpected argument '\(arguments[1])' (expected help <subcommand>)", command: nil).text)
            return .usageOrInput
        }
        output.standardOutput(command.spec.help)
        return .ok
    }

    /// The subcommand called `name`, or `nil` after reporting the usage error.
    private static func subcommand(named name: String, output: CommandOutput) -> Subcommand? {
        if let command = subcommands.first(where: { $0.spec.name == name }) { return command }
        let known = subcommands.map(\.spec.name).joined(separator: ", ")
        let kind = name.hasPrefix("-") ? "option" : "subcommand"
        output.standardError(UsageError("unknown \(kind) '\(name)' (subcommands: \(known))", command: nil).text)
        return nil
    }

    static var help: String {
        let rows = subcommands.map { helpRow($0.spec.name, $0.spec.abstract) }
        return """
            OVERVIEW: Check OpenAPI 3.0/3.1/3.2 and Swagger 2.0 contracts (JSON or YAML) and the traffic of the clients that use them.

            USAGE: \(CommandSpec.toolUsage)

            OPTIONS:
            \(helpRow("--version", "Show the version."))
            \(helpRow("-h, --help", "Show help information."))

            SUBCOMMANDS:
            \(rows.joined(separator: "\n"))

              See 'contractstub help <subcommand>' or 'contractstub <subcommand> --help' for detailed help.

            EXIT STATUS: 0 ok, 1 contract problems found, 2 usage error or unreadable input.

            """
    }
}
