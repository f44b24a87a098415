/// The static description of one command: what `--help` prints and what the parser accepts.
struct CommandSpec: Sendable {
    /// The command name as typed, e.g. `validate`.
    let name: String
    /// One sentence for OVERVIEW and the subcommand list.
    let abstract: String
    /// Positional arguments, in order.
    let arguments: [ArgumentSpec]
    /// Options and flags (without `--help`, which every command has).
    let options: [OptionSpec]
    /// Extra paragraphs printed after OPTIONS (exit statuses, examples).
    let discussion: String

    /// The USAGE line, e.g. `contractstub validate <spec.json> [--format <format>]`.
    var usage: String {
        var parts = ["contractstub", name]
        parts += arguments.map { "<\($0.name)>" }
        parts += options.map { option in
            let text = option.valueName.map { "\(option.name) <\($0)>" } ?? option.name
            return option.isRequired ? text : "[\(text)]"
        }
        return parts.joined(separator: " ")
    }

    /// The full `--help` text.
    var help: String {
        var sections = ["OVERVIEW: \(abstract)", "USAGE: \(usage)"]
        if !arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + arguments.map { helpRow("<\($0.name)>", $0.help) }.joined(separator: "\n"))
        }
        let optionRows = options.map { option in
            helpRow(option.valueName.map { "\(option.name) <\($0)>" } ?? option.name, option.help)
        }
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

/// An option (`--format json`) or a flag (`--strict`).
struct OptionSpec: Sendable {
    /// The spelling, including dashes.
    let name: String
    /// The value placeholder; `nil` for a flag.
    let valueName: String?
    /// The accepted values, when the set is closed.
    let allowedValues: [String]
    /// One line of help.
    let help: String
    /// Whether the command refuses to run without it.
    let isRequired: Bool

    /// A flag that takes no value.
    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, allowedValues: [], help: help, isRequired: false)
    }

    /// An option that takes one value.
    static func option(
        _ name: String, value: String, allowed: [String] = [], required: Bool = false, help: String
    ) -> OptionSpec {
        OptionSpec(name: name, valueName: value, allowedValues: allowed, help: help, isRequired: required)
    }
}

/// Formats one help row with the description aligned in a column.
func helpRow(_ left: String, _ right: String) -> String {
    let padded = "  " + left
    let column = 26
    if padded.count < column { return padded + String(repeating: " ", count: column - padded.count) + right }
    return padded + "\n" + String(repeating: " ", count: column) + right
}
