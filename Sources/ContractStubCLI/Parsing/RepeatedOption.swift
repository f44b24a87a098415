/// An option that may be given any number of times (`--allow-ref-root a --allow-ref-root b`), declared once with
/// its spelling, placeholder and help. Commands read every value given, in order: `arguments[Self.allowRefRoot]`.
///
/// ```swift
/// static let root = RepeatedOption("--allow-ref-root", value: "dir", help: "Another folder $refs may read.")
/// let roots = arguments[Self.root]   // [String], empty when not given
/// ```
struct RepeatedOption: OptionDeclaring {
    let declaration: OptionDeclaration

    /// An option spelled `name` whose values are any text, e.g. paths.
    init(_ name: String, value: String, help: String) {
        declaration = OptionDeclaration(
            name: name, valueName: value, help: help + " Repeatable.", isRequired: false, allowedValues: [],
            defaultText: nil, expected: nil, accepts: { _ in true })
    }
}
