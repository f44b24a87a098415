/// Why a `$ref` could not be followed: a stable code (`ref.unresolved`, `ref.remote`, `ref.type`, `ref.cycle`)
/// and a message naming the reference.
struct ReferenceFailure: Error, Hashable, CustomStringConvertible {
    /// The diagnostic code.
    let code: DiagnosticCode
    /// What was expected and what was found.
    let message: String

    /// The message.
    var description: String { message }
}
