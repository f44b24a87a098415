/// What the parser and `--help` need to know about one option or flag, whatever the type of its value.
///
/// Commands do not build these by hand: they declare an ``Option`` or a ``Flag`` once, and its declaration
/// comes with it.
struct OptionDeclaration: Sendable {
    /// The spelling, including dashes, e.g. `--format`.
    let name: String
    /// The value placeholder, e.g. `format`; `nil` for a flag.
    let valueName: String?
    /// One line of help, without the values and default (generated from the rest).
    let help: String
    /// Whether the command refuses to run without it.
    let isRequired: Bool
    /// The accepted values, when the set is closed; shown in help and in the error for any other value.
    let allowedValues: [String]
    /// The default as typed, shown in help.
    let defaultText: String?
    /// What a valid value looks like, for errors: `one of: text, json, github`, `a number from 0 to 100`.
    let expected: String?
    /// Whether `value` can be read (checked while parsing, so commands never see a bad value).
    let accepts: @Sendable (String) -> Bool

    /// `--format <format>`, or `--strict` for a flag.
    var synopsis: String {
        valueName.map { "\(name) <\($0)>" } ?? name
    }

    /// The help text with the accepted values and the default appended:
    /// `How to print findings. (values: text, json, github; default: text)`.
    var fullHelp: String {
        var notes: [String] = []
        if !allowedValues.isEmpty { notes.append("values: " + allowedValues.joined(separator: ", ")) }
        if let defaultText { notes.append("default: \(defaultText)") }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}

/// Something a command declares among its options: an ``Option`` or a ``Flag``.
protocol OptionDeclaring: Sendable {
    /// The spelling, placeholder, help and checks.
    var declaration: OptionDeclaration { get }
}
