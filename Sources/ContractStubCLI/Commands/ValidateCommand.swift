import ContractStubCore
import ContractStubTooling
import Foundation

/// `contractstub validate <spec.json>`: loads, resolves and compiles a spec, runs the ``Linter`` and reports
/// what is wrong with it.
enum ValidateCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check an OpenAPI 3.0/3.1/3.2 or Swagger 2.0 document (JSON or YAML): structure, $refs and schemas.",
        arguments: [ArgumentSpec(name: "spec.json", help: "The OpenAPI document (JSON, or YAML: .yaml/.yml).")],
        options: [DiagnosticFormat.option, strict, SpecInput.allowRefRoot],
        discussion: "EXIT STATUS: 0 no errors (warnings allowed), 1 errors found, 2 usage error or unreadable input."
    )

    static let strict = Flag("--strict", help: "Also report components that nothing refers to.")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) -> ExitStatus {
        let path = arguments.positionals[0]
        let diagnostics: [Diagnostic]
        var mainFileLocator: SourceLocator?
        // Linting starts while the schemas compile.
        let preparation = LintPreparation()
        switch SpecInput.load(
            path, format: arguments.format, output: output, findingsOnly: true, allowedRefRoots: arguments[SpecInput.allowRefRoot],
            whileCompiling: preparation)
        {
        case .success(let contract):
            var contract: Contract? = contract
            diagnostics = Linter(strict: arguments[strict]).lint(contract!, prepared: preparation)
            mainFileLocator = contract!.mainFileLocator
            BackgroundTeardown.release(&contract, in: output)
        case .failure(.contractProblems):
            // Broken references are problems of the contract, already reported like any other finding.
            return .problemsFound
        case .failure(.unreadable):
            return .usageOrInput
        }
        let report = DiagnosticReport(file: path, locating: diagnostics, in: URL(fileURLWithPath: path), mainFileLocator: mainFileLocator)
        report.print(format: arguments.format, to: output)
        return report.errorCount > 0 ? .problemsFound : .ok
    }
}
