/// Why a `$ref` could not be followed: a stable code (`ref.unresolved`, `ref.remote`, `ref.type`, `ref.cycle`)
/// and a message naming the reference.
package struct ReferenceFailure: Error, Hashable, CustomStringConvertible {
    /// The diagnostic code.
    package let code: DiagnosticCode
    /// What was expected and what was found.
    package let message: String

    /// A failure with `code`, explained by `message`.
    package init(code: DiagnosticCode, message: String) {
        self.code = code
        self.message = message
    }

    /// The message.
    package var description: String { message }
}
