import ContractStubCore

/// The checks `contractstub validate` runs on top of loading: rules that need the whole contract
/// (path templates against parameters, examples against schemas, references between components, …).
///
/// Structural checks (required fields, field types, unknown fields) and `$ref` checks happen while
/// loading and are already in ``Contract/diagnostics``; ``lint(_:)`` returns those followed by the rules' findings.
///
/// ```swift
/// let diagnostics = Linter(strict: true).lint(try Contract(contentsOf: specURL))
/// ```
package struct Linter: Sendable {
    /// Whether rules that are off by default (such as unused components) run too.
    package var strict: Bool

    /// A linter; `strict` enables the rules that are off by default.
    package init(strict: Bool = false) {
        self.strict = strict
    }

    /// Every rule, in the order they run.
    package static let rules: [LintRule] = [
        .pathParameters, .duplicateParameters, .serverVariables, .discriminators, .schemaObjectFields,
        .keywordVersions, .unknownRequiredProperties, .examples, .sequentialSchemas, .unusedComponents,
    ]

    /// The contract's load-time diagnostics followed by the findings of every enabled rule, in rule order.
    ///
    /// Rules are independent and run concurrently, except those that spread their own work over the cores
    /// (``LintRule/spreadsOverCores``): they run after the others, one at a time. Inside another `concurrentPerform`
    /// their loop would run on one core (libdispatch gives a nested loop only the cores its parent leaves, and the
    /// rules' loop takes them all), and the longest rule would finish alone (issue 37).
    package func lint(_ contract: Contract, prepared: LintPreparation = LintPreparation()) -> [Diagnostic] {
        let context = LintContext(contract: contract, prepared: prepared)
        let enabled = Self.rules.filter { $0.runsByDefault || strict }
        var findings = [[Diagnostic]](repeating: [], count: enabled.count)
        let together = enabled.indices.filter { !enabled[$0].spreadsOverCores }
        let found = concurrentMap(count: together.count) { position in enabled[together[position]].check(context) }
        for (index, diagnostics) in zip(together, found) { findings[index] = diagnostics }
        for index in enabled.indices where enabled[index].spreadsOverCores { findings[index] = enabled[index].check(context) }
        return contract.diagnostics + findings.flatMap { $0 }
    }
}
