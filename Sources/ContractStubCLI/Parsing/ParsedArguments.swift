/// The command line of one command after parsing: positionals in order, option values, flags.
struct ParsedArguments: Sendable {
    /// Positional arguments, in order.
    var positionals: [String] = []
    /// The value of each option given (the last one wins).
    var values: [String: String] = [:]
    /// The flags given.
    var flags: Set<String> = []
    /// Whether `-h`/`--help` was given.
    var wantsHelp = false

    /// Parses `arguments` (after the subcommand name) against `spec`.
    /// - Throws: ``UsageError`` for an unknown option, a missing or disallowed value, or a wrong argument count.
    init(_ arguments: [String], for spec: CommandSpec) throws(UsageError) {
        var remaining = arguments[...]
        var onlyPositionals = false
        while let argument = remaining.popFirst() {
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '\(name)'", command: spec)
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil { throw UsageError("'\(name)' takes no value", command: spec) }
                flags.insert(name)
                continue
            }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError("'\(name)' needs a value <\(valueName)>", command: spec)
            }
            if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                let allowed = option.allowedValues.joined(separator: ", ")
                throw UsageError("'\(value)' is not a valid value for '\(name)' (expected one of: \(allowed))", command: spec)
            }
            values[name] = value
        }
        if wantsHelp { return }
        if positionals.count != spec.arguments.count {
            let expected = spec.arguments.map { "<\($0.name)>" }.joined(separator: " ")
            if positionals.count < spec.arguments.count {
                throw UsageError("missing argument \(spec.arguments[positionals.count].name.isEmpty ? "" : "<\(spec.arguments[positionals.count].name)>")", command: spec)
            }
            throw UsageError("unexpected argument '\(positionals[spec.arguments.count])' (expected \(expected))", command: spec)
        }
        for option in spec.options where option.isRequired && values[option.name] == nil {
            throw UsageError("missing option '\(option.name) <\(option.valueName ?? "")>'", command: spec)
        }
    }
}

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
