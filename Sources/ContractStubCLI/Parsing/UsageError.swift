/// A command line that cannot be run: printed as `Error: …`, the usage line and a pointer to `--help`; exit status 2.
struct UsageError: Error, Sendable {
    /// What is wrong, without the `Error:` prefix.
    let message: String
    /// The command whose usage to show; `nil` for the top level.
    let command: CommandSpec?

    init(_ message: String, command: CommandSpec?) {
        self.message = message
        self.command = command
    }

    /// The text for standard error.
    var text: String {
        let usage = command?.usage ?? CommandLineTool.usage
        let helpCommand = command.map { "contractstub \($0.name) --help" } ?? "contractstub --help"
        return "Error: \(message)\nUsage: \(usage)\n  See '\(helpCommand)'.\n"
    }
}
