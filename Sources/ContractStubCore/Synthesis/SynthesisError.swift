/// A stub response that cannot be produced; `message` says what the spec offers instead.
///
/// | code | when |
/// |---|---|
/// | `stub.status.undeclared` | the status asked for is not declared (the message lists the declared ones) |
/// | `stub.example.unknown` | no example has the name asked for (the message lists the names there are) |
/// | `stub.body.unsatisfiable` | the schema admits no value ContractStub can build and there is no example |
package struct SynthesisError: Error, Sendable, CustomStringConvertible {
    /// A stable code such as `stub.status.undeclared` or `stub.example.unknown`.
    package let code: String
    /// What went wrong and what is available.
    package let message: String

    /// An error with a catalogued code.
    package init(code: DiagnosticCode, message: String) {
        (self.code, self.message) = (code.id, message)
    }

    /// `message`.
    package var description: String { message }
}
