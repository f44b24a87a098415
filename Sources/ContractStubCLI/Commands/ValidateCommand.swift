import ContractStubCore
import ContractStubTooling
import Foundation

/// `contractstub validate <spec.json>`: loads, resolves and compiles a spec, runs the ``Linter`` and reports
/// what is wrong with it.
enum ValidateCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check an OpenAPI 3.0/3.1 JSON document: structure, $refs and schemas.",
        arguments: [ArgumentSpec(name: "spec.json", help: "The OpenAPI document (JSON; YAML must be converted first).")],
        options: [
            DiagnosticFormat.option,
            .flag("--strict", help: "Also report components that nothing refers to."),
        ],
        discussion: "EXIT STATUS: 0 no errors (warnings allowed), 1 errors found, 2 usage error or unreadable input."
    )

    static func run(_ arguments: ParsedArguments, output: CommandOutput) -> ExitStatus {
        let path = arguments.positionals[0]
        let format = arguments.values["--format"].flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        let url = URL(fileURLWithPath: path)
        let diagnostics: [Diagnostic]
        do {
            var contract: Contract? = try Contract(contentsOf: url)
            diagnostics = Linter(strict: arguments.flags.contains("--strict")).lint(contract!)
            BackgroundTeardown.release(contract.take()!)
        } catch where error.code == "spec.refs.unresolved" {
            // Broken references are problems of the contract, reported like any other finding.
            diagnostics = error.diagnostics
        } catch {
            output.standardError("Error: \(path)\(error.position.map { ":\($0)" } ?? ""): \(error.message) [\(error.code)]\n")
            return .usageOrInput
        }
        var locator = DiagnosticLocator(mainFile: url)
        let report = DiagnosticReport(file: path, diagnostics: locator.locate(diagnostics))
        report.print(format: format, to: output)
        return report.errorCount > 0 ? .problemsFound : .ok
    }
}
