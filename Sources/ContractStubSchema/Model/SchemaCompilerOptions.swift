/// Settings that change how schemas validate.
public struct SchemaCompilerOptions: Sendable, Hashable {
    /// Whether `format` is asserted (OpenAPI users rely on it) or only an annotation (the 2020-12 default).
    public var assertFormats: Bool
    /// The default: formats asserted.
    public init(assertFormats: Bool = true) { self.assertFormats = assertFormats }
}
