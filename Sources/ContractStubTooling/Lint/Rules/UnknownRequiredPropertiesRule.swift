import ContractStubCore

extension LintRule {
    /// `required` names a property that the same schema's `properties` does not define.
    ///
    /// Only checked where nothing else could define it: no `allOf`/`anyOf`/`oneOf`/`$ref`, no `patternProperties`,
    /// no schema-valued `additionalProperties`, no conditional or dependent subschemas.
    static let unknownRequiredProperties = LintRule(
        codes: [.specSchemaRequiredUnknown],
        summary: "Names in 'required' are defined in 'properties' (when nothing else could define them)."
    ) { context in
        var diagnostics: [Diagnostic] = []
        let composing = [
            "allOf", "anyOf", "oneOf", "$ref", "patternProperties", "if", "dependentSchemas", "dependencies", "unevaluatedProperties",
        ]
        context.forEachSchemaNode { node, location in
            guard let object = node.objectValue, let required = object["required"]?.arrayValue,
                let properties = object["properties"]?.objectValue,
                !composing.contains(where: { object[$0] != nil }),
                object["additionalProperties"]?.objectValue == nil
            else { return }
            for (index, name) in required.enumerated() {
                guard let name = name.stringValue, properties[name] == nil else { continue }
                diagnostics.append(
                    context.diagnostic(
                        .warning, .specSchemaRequiredUnknown,
                        "'\(name)' is required but not defined in 'properties' (defined: \(properties.keys.joined(separator: ", ")))",
                        at: location.appending("required").appending(index)))
            }
        }
        return diagnostics
    }
}
