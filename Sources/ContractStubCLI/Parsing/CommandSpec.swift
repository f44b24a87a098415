/// The static description of one command: what `--help` prints and what the parser accepts.
struct CommandSpec: Sendable {
    /// The command name as typed, e.g. `validate`.
    let name: String
    /// One sentence for OVERVIEW and the subcommand list.
    let abstract: String
    /// Positional arguments, in order.
    let arguments: [ArgumentSpec]
    /// Options and flags (without `--help`, which every command has), each declared once as an ``Option`` or ``Flag``.
    let options: [OptionDeclaration]
    /// Extra paragraphs printed after OPTIONS (exit statuses, examples).
    let discussion: String

    init(name: String, abstract: String, arguments: [ArgumentSpec], options: [any OptionDeclaring], discussion: String) {
        self.name = name
        self.abstract = abstract
        self.arguments = arguments
        self.options = options.map(\.declaration)
        self.discussion = discussion
    }

    /// The tool's own USAGE line, before a subcommand is known.
    static let toolUsage = "contractstub <subcommand> [options]"

    /// The USAGE line, e.g. `contractstub validate <spec.json> [--format <format>]`.
    var usage: String {
        var parts = ["contractstub", name]
        parts += arguments.map { "<\($0.name)>" }
        parts += options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
        return parts.joined(separator: " ")
    }

    /// The full `--help` text.
    var help: String {
        var sections = ["OVERVIEW: \(abstract)", "USAGE: \(usage)"]
        if !arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + arguments.map { helpRow("<\($0.name)>", $0.help) }.joined(separator: "\n"))
        }
        let optionRows = options.map { helpRow($0.synopsis, $0.fullHelp) }
        sections.append("OPTIONS:\n" + (optionRows + [helpRow("-h, --help", "Show help information.")]).joined(separator: "\n"))
        if !discussion.isEmpty { sections.append(discussion) }
        return sections.joined(separator: "\n\n") + "\n"
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable {
    /// The placeholder name, e.g. `spec.json`.
    let name: String
    /// One line of help.
    let help: String
}

/// Formats one help row with the description aligned in a column.
func helpRow(_ left: String, _ right: String) -> String {
    let padded = "  " + left
    let column = 26
    if padded.count < column { return padded + String(repeating: " ", count: column - padded.count) + right }
    return padded + "\n" + String(repeating: " ", count: column) + right
}
