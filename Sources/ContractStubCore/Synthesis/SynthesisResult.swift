/// A synthesized value and what could not be honoured on the way.
package struct SynthesisResult: Sendable, Hashable {
    /// The value, or `nil` when the schema is unsatisfiable (or nothing valid was found).
    package let value: JSONValue?
    /// Why parts of the value may not satisfy the schema, e.g. an unsupported `pattern`.
    package let notes: [String]
}
