/// The `contractstub` command: dispatches to subcommands, prints help and version.
///
/// ```swift
/// let status = CommandLineTool.run(["validate", "specs/petstore.json"])
/// ```
public enum CommandLineTool {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    static let usage = "contractstub <subcommand> [options]"

    static let subcommands: [Subcommand] = [
        ValidateCommand.subcommand, GenerateCommand.subcommand, VerifyCommand.subcommand, DiffCommand.subcommand,
    ]

    /// Runs the tool with `arguments` (without the program name), writing to `output`.
    /// - Returns: the exit status (0 ok, 1 contract problems found, 2 usage or unreadable input).
    public static func run(_ arguments: [String], output: CommandOutput = .process) -> Int32 {
        guard let first = arguments.first else {
            output.standardError(UsageError("missing subcommand", command: nil).text)
            return ExitStatus.usageOrInput.rawValue
        }
        switch first {
        case "-h", "--help", "help":
            output.standardOutput(help)
            return ExitStatus.ok.rawValue
        case "--version":
            output.standardOutput("contractstub \(version)\n")
            return ExitStatus.ok.rawValue
        default:
            break
        }
        guard let command = subcommands.first(where: { $0.spec.name == first }) else {
            let known = subcommands.map(\.spec.name).joined(separator: ", ")
            let kind = first.hasPrefix("-") ? "option" : "subcommand"
            output.standardError(UsageError("unknown \(kind) '\(first)' (subcommands: \(known))", command: nil).text)
            return ExitStatus.usageOrInput.rawValue
        }
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

    static var help: String {
        let rows = subcommands.map { helpRow($0.spec.name, $0.spec.abstract) }
        return """
            OVERVIEW: Check OpenAPI 3.0/3.1 JSON contracts and the traffic of the clients that use them.

            USAGE: \(usage)

            OPTIONS:
            \(helpRow("--version", "Show the version."))
            \(helpRow("-h, --help", "Show help information."))

            SUBCOMMANDS:
            \(rows.joined(separator: "\n"))

              See 'contractstub <subcommand> --help' for detailed help.

            EXIT STATUS: 0 ok, 1 contract problems found, 2 usage error or unreadable input.

            """
    }
}

/// A subcommand: its static description and what it does with arguments that match it.
struct Subcommand: Sendable {
    /// Name, abstract, arguments and options.
    let spec: CommandSpec
    /// Runs with arguments already parsed against `spec`.
    let run: @Sendable (ParsedArguments, CommandOutput) -> ExitStatus
}
