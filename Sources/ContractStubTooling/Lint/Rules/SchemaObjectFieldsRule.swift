import ContractStubCore

extension LintRule {
    /// The fixed fields of Schema Objects: in OpenAPI 3.0 a closed set (anything else but `x-` is unknown), one `type`
    /// that is not `null`, `items` a schema, `required` and `enum` not empty; in both versions the types of the keywords
    /// the compiler does not read (annotations), `required` (and in 3.1 `type` arrays) without repeats, and the
    /// `discriminator`, `xml` and `externalDocs` objects a schema holds. Keyword values the schema compiler reads are
    /// its own `schema.invalid` findings.
    static let schemaObjectFields = LintRule(
        codes: [.specFieldUnknown, .specFieldType, .specFieldValue, .specFieldRequired, .specFieldMisplaced],
        summary: "Schema Objects use the fields of their OpenAPI version, with values of the right type."
    ) { context in
        var diagnostics: [Diagnostic] = []
        let version = context.document.version
        let checker = SchemaObjectFields(context: context, is30: !version.isAtLeast31, is32: version.isAtLeast32)
        context.forEachSchemaNode { node, location in
            guard case .object(let object) = node, object["$ref"] == nil || !checker.is30 else { return }
            checker.check(object, at: location, into: &diagnostics)
        }
        return diagnostics
    }
}
