/// The command line of one command after parsing: positionals in order, then option values and flags, read typed
/// through their declarations: `arguments[Self.output]`, `arguments[Self.strict]`, `arguments.format`.
struct ParsedArguments: Sendable {
    /// Positional arguments, in order.
    private(set) var positionals: [String] = []
    /// Whether `-h`/`--help` was given.
    private(set) var wantsHelp = false
    /// The value of each option given, as typed and already accepted by its declaration (the last one wins).
    private var values: [String: String] = [:]
    /// Every value of each option given, in order (what a ``RepeatedOption`` reads).
    private var allValues: [String: [String]] = [:]
    /// The flags given.
    private var flags: Set<String> = []

    /// The value of `option`: as given, else its default (or `nil` when it has none).
    subscript<Value>(option: Option<Value>) -> Value {
        values[option.declaration.name].flatMap(option.read) ?? option.absent
    }

    /// Every value given for `option`, in order; empty when it was not given.
    subscript(option: RepeatedOption) -> [String] {
        allValues[option.declaration.name] ?? []
    }

    /// Whether `flag` was given.
    subscript(flag: Flag) -> Bool {
        flags.contains(flag.declaration.name)
    }

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
            if !option.accepts(value) {
                let expected = option.expected.map { " (expected \($0))" } ?? ""
                throw UsageError("'\(value)' is not a valid value for '\(name)'\(expected)", command: spec)
            }
            values[name] = value
            allValues[name, default: []].append(value)
        }
        if wantsHelp { return }
        if positionals.count != spec.arguments.count {
            let expected = spec.arguments.map { "<\($0.name)>" }.joined(separator: " ")
            if positionals.count < spec.arguments.count {
                throw UsageError(
                    "missing argument \(spec.arguments[positionals.count].name.isEmpty ? "" : "<\(spec.arguments[positionals.count].name)>")",
                    command: spec)
            }
            throw UsageError("unexpected argument '\(positionals[spec.arguments.count])' (expected \(expected))", command: spec)
        }
        for option in spec.options where option.isRequired && values[option.name] == nil {
            throw UsageError("missing option '\(option.synopsis)'", command: spec)
        }
    }
}
