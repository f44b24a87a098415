/// Which JSON Schema rules a schema is read with.
///
/// A resource whose `$schema` names draft 4 or 2020-12 is read with those rules whatever the compiler's dialect
/// (except ``openAPI30``, which OpenAPI 3.0 fixes for every schema of a spec).
public enum SchemaDialect: Sendable, Hashable {
    /// OpenAPI 3.0 Schema Object: draft-4 rules plus `nullable`, `discriminator`, `readOnly`/`writeOnly`;
    /// `$ref` replaces its siblings.
    case openAPI30
    /// JSON Schema draft 4 (used for conformance).
    case draft4
    /// JSON Schema 2020-12, which OpenAPI 3.1 uses.
    case draft2020_12

    /// Whether a `$ref` makes the other keywords of its schema ignored (draft 4 and OpenAPI 3.0).
    var refReplacesSiblings: Bool { self != .draft2020_12 }

    /// The keyword naming a schema resource: `id` (draft 4), `$id` (2020-12), none in OpenAPI 3.0.
    var identifierKeyword: String? {
        switch self {
        case .openAPI30: return nil
        case .draft4: return "id"
        case .draft2020_12: return "$id"
        }
    }

    /// The dialect a `$schema` URI names, or `nil` for one this engine does not know.
    static func named(by metaSchemaURI: String) -> SchemaDialect? {
        var uri = metaSchemaURI
        if uri.hasSuffix("#") { uri.removeLast() }
        switch uri {
        case "http://json-schema.org/draft-04/schema", "http://json-schema.org/schema": return .draft4
        case "https://json-schema.org/draft/2020-12/schema": return .draft2020_12
        default: return nil
        }
    }
}

/// Settings that change how schemas validate.
public struct SchemaCompilerOptions: Sendable, Hashable {
    /// Whether `format` is asserted (OpenAPI users rely on it) or only an annotation (the 2020-12 default).
    public var assertFormats: Bool
    /// The default: formats asserted.
    public init(assertFormats: Bool = true) { self.assertFormats = assertFormats }
}

/// Which side of an exchange an instance is on: `readOnly` properties must not be sent in a request,
/// `writeOnly` properties must not appear in a response, and neither is then required on that side.
public enum ValidationDirection: Sendable, Hashable {
    /// Plain JSON Schema.
    case none
    /// A request body or parameter.
    case request
    /// A response body or header.
    case response
}
