/// Settings that change how schemas validate.
package struct SchemaCompilerOptions: Sendable, Hashable {
    /// Whether `format` is asserted (OpenAPI users rely on it) or only an annotation (the 2020-12 default).
    package var assertFormats: Bool
    /// The default: formats asserted.
    package init(assertFormats: Bool = true) { self.assertFormats = assertFormats }
}
