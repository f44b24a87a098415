import ContractStubCore

extension LintRule {
    /// Every `example`, `examples[*].value` and schema `default` is valid against its schema (see ``ExampleSite``
    /// for where examples are looked for and which side they are checked on).
    static let examples = LintRule(
        codes: [.specExampleInvalid, .specDefaultInvalid],
        summary: "Examples and defaults are valid against their schemas.",
        spreadsOverCores: true
    ) { context in
        let sites = ExampleSite.all(in: context)
        // Checked on all cores, reported in site order.
        return concurrentMapInterleaved(count: sites.count) { index in finding(for: sites[index], in: context) }
            .compactMap { $0 }
    }

    /// The diagnostic for a site whose value its schema refuses, or `nil`.
    private static func finding(for site: ExampleSite, in context: LintContext) -> Diagnostic? {
        let violations = site.violations()
        guard let first = violations.first else { return nil }
        var message = "\(site.name) does not match its schema: \(first.message)"
        if let instance = first.instancePointer, instance.depth > 0 { message += " at '\(instance)'" }
        if violations.count > 1 { message += " (and \(violations.count - 1) more)" }
        let code: DiagnosticCode = site.kind == .default ? .specDefaultInvalid : .specExampleInvalid
        var diagnostic = context.diagnostic(.error, code, message, at: site.location, operationId: site.operationId)
        diagnostic.instancePointer = first.instancePointer
        return diagnostic
    }
}
