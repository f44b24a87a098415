/// Which JSON Schema rules a schema is read with.
///
/// A resource whose `$schema` names draft 4 or 2020-12 is read with those rules whatever the compiler's dialect
/// (except ``openAPI30``, which OpenAPI 3.0 fixes for every schema of a spec).
package enum SchemaDialect: Sendable, Hashable {
    /// OpenAPI 3.0 Schema Object: draft-4 rules plus `nullable`, `discriminator`, `readOnly`/`writeOnly`;
    /// `$ref` replaces its siblings.
    case openAPI30
    /// JSON Schema draft 4 (used for conformance).
    case draft4
    /// JSON Schema 2020-12, which OpenAPI 3.1 uses.
    case draft2020_12

    /// Whether a `$ref` makes the other keywords of its schema ignored (draft 4 and OpenAPI 3.0).
    package var refReplacesSiblings: Bool { self != .draft2020_12 }

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
