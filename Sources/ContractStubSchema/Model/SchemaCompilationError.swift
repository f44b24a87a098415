/// A schema that could not be compiled; `diagnostic` says which keyword, where, and why.
///
/// Codes: `ref.unresolved` (a `$ref` or discriminator mapping that leads nowhere, or an unregistered document),
/// `ref.outside-root` (a file outside the folders `$ref`s may read), `ref.cycle` (a chain of `$ref`s that never reaches a schema), `schema.invalid` (a keyword whose value has the wrong type) and `schema.depth` (subschemas nested more
/// than 200 deep inside one another; `$ref` hops do not count).
package struct SchemaCompilationError: Error, Sendable, CustomStringConvertible {
    /// The finding, located at the offending keyword's schema in its document.
    package let diagnostic: Diagnostic

    /// An error carrying `diagnostic`.
    package init(diagnostic: Diagnostic) {
        self.diagnostic = diagnostic
    }

    /// The diagnostic's description.
    package var description: String { diagnostic.description }
}
