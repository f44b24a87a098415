/// An option that takes one value (`--format json`), declared once with its spelling, placeholder, how its value is
/// read, its default and its help. Commands read it typed: `arguments[Self.output]`, `arguments.format`.
///
/// ```swift
/// static let name = Option.text("--name", value: "type", default: "APIStubs", help: "The generated type.")
/// let typeName = arguments[Self.name]   // String
/// ```
struct Option<Value: Sendable>: OptionDeclaring {
    let declaration: OptionDeclaration
    /// The typed value of an accepted text.
    let read: @Sendable (String) -> Value?
    /// The value when the option is not given (the default, or `nil` for an optional value).
    let absent: Value
}

extension Option where Value == String {
    /// A required option whose value is any text, e.g. a path.
    static func required(_ name: String, value: String, help: String) -> Self {
        Self(
            declaration: OptionDeclaration(
                name: name, valueName: value, help: help, isRequired: true, allowedValues: [], defaultText: nil,
                expected: nil, accepts: { _ in true }),
            read: { $0 }, absent: "")
    }

    /// An optional option whose value is any text, with a default.
    static func text(_ name: String, value: String, default: String, help: String) -> Self {
        Self(
            declaration: OptionDeclaration(
                name: name, valueName: value, help: help, isRequired: false, allowedValues: [], defaultText: `default`,
                expected: nil, accepts: { _ in true }),
            read: { $0 }, absent: `default`)
    }
}

extension Option where Value: RawRepresentable, Value.RawValue == String {
    /// An option whose value is one of `cases`, spelled by their raw values.
    static func choice(_ name: String, value: String, cases: [Value], default: Value, help: String) -> Self {
        let allowed = cases.map(\.rawValue)
        return Self(
            declaration: OptionDeclaration(
                name: name, valueName: value, help: help, isRequired: false, allowedValues: allowed,
                defaultText: `default`.rawValue, expected: "one of: " + allowed.joined(separator: ", "),
                accepts: { allowed.contains($0) }),
            read: { allowed.contains($0) ? Value(rawValue: $0) : nil }, absent: `default`)
    }
}

extension Option where Value == Percentage? {
    /// An optional percentage from 0 to 100, kept with the text as typed (for messages).
    static func percent(_ name: String, value: String, help: String) -> Self {
        Self(
            declaration: OptionDeclaration(
                name: name, valueName: value, help: help, isRequired: false, allowedValues: [], defaultText: nil,
                expected: "a number from 0 to 100", accepts: { Percentage($0) != nil }),
            read: { Percentage($0) }, absent: nil)
    }
}

extension Option where Value == String? {
    /// An optional option whose value is any text, e.g. a path; `nil` when not given.
    static func optional(_ name: String, value: String, help: String) -> Self {
        Self(
            declaration: OptionDeclaration(
                name: name, valueName: value, help: help, isRequired: false, allowedValues: [], defaultText: nil,
                expected: nil, accepts: { _ in true }),
            read: { $0 }, absent: nil)
    }
}

extension Option where Value == Int {
    /// An optional whole number of at least 0, with a default.
    static func count(_ name: String, value: String, default: Int, help: String) -> Self {
        Self(
            declaration: OptionDeclaration(
                name: name, valueName: value, help: help, isRequired: false, allowedValues: [], defaultText: String(`default`),
                expected: "a whole number of 0 or more", accepts: { Int($0).map { $0 >= 0 } ?? false }),
            read: { Int($0).flatMap { $0 >= 0 ? $0 : nil } }, absent: `default`)
    }
}
