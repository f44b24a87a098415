/// A subcommand: its static description and what it does with arguments that match it.
struct Subcommand: Sendable {
    /// Name, abstract, arguments and options.
    let spec: CommandSpec
    /// Runs with arguments already parsed against `spec`.
    let run: @Sendable (ParsedArguments, CommandOutput) -> ExitStatus
}
