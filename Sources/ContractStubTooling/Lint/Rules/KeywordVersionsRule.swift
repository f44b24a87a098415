import ContractStubCore

extension LintRule {
    /// A 3.0 schema using JSON Schema 2020-12 keywords that 3.0 ignores, or a 3.1 schema using 3.0-only forms.
    static let keywordVersions = LintRule(
        codes: [.specSchemaKeywordVersion],
        summary: "Schemas use the keywords of their OpenAPI version (3.0: nullable; 3.1: type arrays, const, …)."
    ) { context in
        var diagnostics: [Diagnostic] = []
        let is30 = context.document.version.minor == 0
        context.forEachSchemaNode { node, location in
            guard let object = node.objectValue else { return }
            for (keyword, value) in object {
                guard let problem = is30 ? problemIn30(keyword, value) : problemIn31(keyword, value) else { continue }
                diagnostics.append(context.diagnostic(.warning, .specSchemaKeywordVersion, problem, at: location.appending(keyword)))
            }
        }
        return diagnostics
    }

    private static let keywordsNewIn31: Set<String> = [
        "const", "prefixItems", "$defs", "if", "then", "else", "dependentRequired", "dependentSchemas",
        "unevaluatedProperties", "unevaluatedItems", "$anchor", "$dynamicRef", "$dynamicAnchor", "contains",
        "minContains", "maxContains", "propertyNames", "$id", "$schema", "contentSchema",
    ]

    private static func problemIn30(_ keyword: String, _ value: JSONValue) -> String? {
        if keywordsNewIn31.contains(keyword) {
            return
                "'\(keyword)' is a JSON Schema 2020-12 keyword that OpenAPI 3.0 does not support; it is ignored here (use OpenAPI 3.1, or drop it)"
        }
        if keyword == "type", value.arrayValue != nil {
            return "'type' is an array, which OpenAPI 3.0 does not allow; use one type (and 'nullable: true' for null)"
        }
        if keyword == "examples" {
            return "'examples' in a 3.0 Schema Object is not a keyword; use 'example' (one value)"
        }
        return nil
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
