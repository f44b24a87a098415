import ContractStubCore
import Foundation

/// `contractstub verify <spec.json> --traffic <log.jsonl>`: re-checks recorded exchanges against a spec
/// (drift) and reports each finding with the 0-based line index of its exchange.
enum VerifyCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "verify",
        abstract: "Check recorded traffic (JSON Lines) against an OpenAPI 3.0/3.1 JSON document.",
        arguments: [ArgumentSpec(name: "spec.json", help: "The OpenAPI document (JSON).")],
        options: [
            .option("--traffic", value: "log.jsonl", required: true, help: "The exchanges, one JSON object per line."),
            DiagnosticFormat.option,
            .flag("--strict", help: "Report undeclared query parameters as errors, not warnings."),
        ],
        discussion: """
            Each line holds {"request":{"method","url","headers","body"|"bodyBase64"},"response":{"status","headers","body"}};
            "response" may be left out. Findings name their exchange: its 0-based line index in the log.

            EXIT STATUS: 0 all exchanges conform (warnings allowed), 1 violations found, 2 usage error or unreadable input.
            """
    )

    static func run(_ arguments: ParsedArguments, output: CommandOutput) -> ExitStatus {
        let path = arguments.positionals[0]
        let format = arguments.values["--format"].flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        let trafficPath = arguments.values["--traffic"] ?? ""
        let url = URL(fileURLWithPath: path)
        let contract: Contract
        do {
            contract = try Contract(contentsOf: url)
        } catch {
            output.standardError("Error: \(path)\(error.position.map { ":\($0)" } ?? ""): \(error.message) [\(error.code)]\n")
            return .usageOrInput
        }
        let exchanges: [(line: Int, exchange: TrafficExchange)]
        do {
            exchanges = try TrafficLog.read(try Data(contentsOf: URL(fileURLWithPath: trafficPath)))
        } catch let error as TrafficLogError {
            output.standardError("Error: \(trafficPath):\(error.line): \(error.message)\n")
            return .usageOrInput
        } catch {
            output.standardError("Error: cannot read the traffic log \(trafficPath): \(error.localizedDescription)\n")
            return .usageOrInput
        }
        let findings = TrafficVerifier(contract: contract, options: RequestValidationOptions(strict: arguments.flags.contains("--strict")))
            .verify(exchanges)
        var locator = DiagnosticLocator(mainFile: url)
        let located = locator.locate(findings.map(\.diagnostic))
        var report = DiagnosticReport(
            file: path,
            located: zip(findings, located).map { finding, diagnostic in
                LocatedDiagnostic(diagnostic: diagnostic, file: diagnostic.file ?? path, exchange: finding.exchange)
            })
        report.extraMembers = [("coverage", .object(JSONObject()))]
        report.print(format: format, to: output)
        return report.errorCount > 0 ? .problemsFound : .ok
    }
}
