import ContractStubCore

extension LintRule {
    /// A 3.1 schema using 3.0-only forms. (A 3.0 schema using 3.1 keywords breaks the 3.0 Schema Object's closed set
    /// of fields: ``schemaObjectFields`` reports it as an error.)
    static let keywordVersions = LintRule(
        codes: [.specSchemaKeywordVersion],
        summary: "3.1 schemas do not use 3.0-only forms (nullable, boolean exclusiveMinimum/exclusiveMaximum)."
    ) { context in
        var diagnostics: [Diagnostic] = []
        guard context.document.version.isAtLeast31 else { return [] }
        context.forEachSchemaNode { node, location in
            guard let object = node.objectValue else { return }
            for (keyword, value) in object {
                guard let problem = problemIn31(keyword, value) else { continue }
                diagnostics.append(context.diagnostic(.warning, .specSchemaKeywordVersion, problem, at: location.appending(keyword)))
            }
        }
        return diagnostics
    }

    private static func problemIn31(_ keyword: String, _ value: JSONValue) -> String? {
        switch (keyword, value) {
        case ("nullable", _):
            return "'nullable' is an OpenAPI 3.0 keyword that 3.1 ignores; add \"null\" to 'type' instead (e.g. [\"string\", \"null\"])"
        case ("exclusiveMinimum", .bool), ("exclusiveMaximum", .bool):
            return "boolean '\(keyword)' is OpenAPI 3.0 style; in 3.1 it is a number (the bound itself)"
        default:
            return nil
        }
    }
}
