import ContractStubCore

/// One check of `contractstub validate`: a stable name, whether it runs by default, and the check itself.
///
/// Rules are values so they can be listed, documented and tested one by one (see ``Linter/rules``).
package struct LintRule: Sendable {
    /// The diagnostic codes this rule can produce.
    package let codes: [DiagnosticCode]
    /// What the rule checks, in one sentence.
    package let summary: String
    /// `false` for rules that only run with `--strict`.
    package let runsByDefault: Bool
    /// Whether the check spreads its own work over the cores (``Linter`` then runs it apart from the other rules).
    let spreadsOverCores: Bool
    let check: @Sendable (LintContext) -> [Diagnostic]

    init(
        codes: [DiagnosticCode], summary: String, runsByDefault: Bool = true, spreadsOverCores: Bool = false,
        check: @escaping @Sendable (LintContext) -> [Diagnostic]
    ) {
        self.codes = codes
        self.summary = summary
        self.runsByDefault = runsByDefault
        self.spreadsOverCores = spreadsOverCores
        self.check = check
    }
}
