import ContractStubCore

/// A command line that cannot be run: printed as `Error: …`, the usage line and a pointer to `--help`; exit status 2.
struct UsageError: DiagnosticError, Sendable {
    /// What is wrong, without the `Error:` prefix.
    let message: String
    /// The command whose usage to show; `nil` for the top level.
    let command: CommandSpec?

    init(_ message: String, command: CommandSpec?) {
        self.message = message
        self.command = command
    }

    /// `usage.invalid` and the message. Printed as ``text`` (message, usage and where to find help), like
    /// swift-argument-parser, rather than as an ``ErrorLine``: there is no file to name.
    var diagnostic: Diagnostic { Diagnostic(.error, code: .usageInvalid, message: message) }

    /// The message.
    var description: String { message }

    /// The text for standard error.
    var text: String {
        let usage = command?.usage ?? CommandSpec.toolUsage
        let helpCommand = command.map { "contractstub \($0.name) --help" } ?? "contractstub --help"
        return "Error: \(message)\nUsage: \(usage)\n  See '\(helpCommand)'.\n"
    }
}
