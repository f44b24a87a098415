import ContractStubCore

extension LintRule {
    /// A `discriminator` names its property. (Mappings that do not resolve are `ref.unresolved` errors of the
    /// schema compiler, reported at load time.)
    static let discriminators = LintRule(
        codes: [.specDiscriminatorPropertyName],
        summary: "Discriminators name their property with 'propertyName'."
    ) { context in
        var diagnostics: [Diagnostic] = []
        context.forEachSchemaNode { node, location in
            guard let discriminator = node["discriminator"], discriminator["propertyName"]?.stringValue == nil else { return }
            diagnostics.append(
                context.diagnostic(
                    .error, .specDiscriminatorPropertyName,
                    "a discriminator needs 'propertyName', the name of the property that selects the schema",
                    at: location.appending("discriminator")))
        }
        return diagnostics
    }
}
