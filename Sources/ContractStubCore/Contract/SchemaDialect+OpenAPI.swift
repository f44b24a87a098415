extension SchemaDialect {
    /// The dialect of a document's schemas: 3.0 → ``openAPI30``; 3.1 → ``draft2020_12`` unless
    /// `jsonSchemaDialect` names draft 4. An unknown `jsonSchemaDialect` is read as 2020-12 with a warning.
    static func of(_ document: OpenAPI.Document) -> (SchemaDialect, Diagnostic?) {
        let (dialect, unknownName) = of(version: document.version, jsonSchemaDialect: document.jsonSchemaDialect)
        guard let unknownName else { return (dialect, nil) }
        let warning = Diagnostic(
            .warning, code: .specDialectUnknown,
            message: "jsonSchemaDialect '\(unknownName)' is not known to ContractStub; schemas are read as JSON Schema 2020-12",
            specPointer: document.specLocation.pointer.appending("jsonSchemaDialect"))
        return (dialect, warning)
    }

    /// The dialect for a document's OpenAPI version and `jsonSchemaDialect`, and the dialect's name (without a
    /// trailing `#`) when it is not known and was read as 2020-12.
    static func of(version: OpenAPIVersion, jsonSchemaDialect: String?) -> (SchemaDialect, unknownName: String?) {
        guard version.isAtLeast31 else { return (.openAPI30, nil) }
        switch jsonSchemaDialect?.trimmingSuffix("#") {
        case nil, "https://spec.openapis.org/oas/3.1/dialect/base", "https://json-schema.org/draft/2020-12/schema":
            return (.draft2020_12, nil)
        case "http://json-schema.org/draft-04/schema":
            return (.draft4, nil)
        case let other?:
            return (.draft2020_12, other)
        }
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
