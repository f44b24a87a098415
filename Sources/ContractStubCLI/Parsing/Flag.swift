/// A flag (`--strict`): present or not, declared once with its spelling and help. Commands read it as a `Bool`:
/// `arguments[Self.strict]`.
struct Flag: OptionDeclaring {
    let declaration: OptionDeclaration

    /// A flag spelled `name`.
    init(_ name: String, help: String) {
        declaration = OptionDeclaration(
            name: name, valueName: nil, help: help, isRequired: false, allowedValues: [], defaultText: nil, expected: nil,
            accepts: { _ in false })
    }
}
