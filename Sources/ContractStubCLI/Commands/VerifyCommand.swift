import ContractStubCore
import ContractStubTooling
import Foundation

/// `contractstub verify <spec.json> --traffic <log.jsonl>`: re-checks recorded exchanges against a spec
/// (drift), reports each finding with the 0-based line index of its exchange, and reports coverage: which
/// operations and declared response keys the traffic exercised (see ``TrafficCoverage``).
enum VerifyCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "verify",
        abstract: "Check recorded traffic (JSON Lines) against an OpenAPI 3.0/3.1/3.2 document (JSON or YAML).",
        arguments: [ArgumentSpec(name: "spec.json", help: "The OpenAPI document (JSON or YAML).")],
        options: [traffic, DiagnosticFormat.option, strict, minCoverage, maxFindings, SpecInput.allowRefRoot],
        discussion: """
            Each line holds {"request":{"method","url","headers","body"|"bodyBase64"},"response":{"status","headers","body"}};
            "response" may be left out. Findings name their exchange: its 0-based line index in the log. A line that
            is not a valid exchange is a traffic.line.invalid error at its line of the log; the other lines are still
            checked. The log is read in chunks and checked on all cores; findings come in log order, the first
            --max-findings of them, then a line counting the rest by code (json: an "omitted" member).

            COVERAGE: an operation is covered when an exchange is routed to it; a declared response key when a
            response's status falls under it: an exact code (404), else its range (4XX), else default (so default
            is covered by any status no other key matches). Operations: covered/total; responses: covered
            (operation x key) / all declared. --min-coverage applies to BOTH ratios. text ends with a coverage
            section, json adds a "coverage" member, github prints a ::notice summary and, only when
            --min-coverage fails, an ::error and a ::warning at each operation not fully exercised. Streams
            (text/event-stream, JSON Lines, application/json-seq, multipart/mixed) are checked item by item, and the
            coverage lists the event names each event-stream operation's responses carried ("events seen").

            EXIT STATUS: 0 all exchanges conform (warnings allowed) and coverage reaches --min-coverage,
            1 violations found (malformed lines included) or coverage below --min-coverage, 2 usage error or an
            unreadable spec or log file.
            """
    )

    static let traffic = Option.required("--traffic", value: "log.jsonl", help: "The exchanges, one JSON object per line.")
    static let strict = Flag("--strict", help: "Report undeclared query parameters as errors, not warnings.")
    static let maxFindings = Option.count(
        "--max-findings", value: "count", default: 1_000,
        help: "Show at most this many findings; the rest are counted by code in a summary line.")
    static let minCoverage = Option.percent(
        "--min-coverage", value: "percent", help: "Exit 1 when operation or response coverage is below this percent (0-100).")

    static func run(_ arguments: ParsedArguments, output: CommandOutput) -> ExitStatus {
        let path = arguments.positionals[0]
        let format = arguments.format
        let trafficPath = arguments[traffic]
        guard
            case .success(let contract) = SpecInput.load(
                path, format: format, output: output, allowedRefRoots: arguments[SpecInput.allowRefRoot])
        else { return .usageOrInput }
        let options = RequestValidationOptions(strict: arguments[strict])
        let verifier = TrafficVerifier(contract: contract, options: options)
        let result: TrafficVerification
        do {
            result = try verifier.verify(TrafficLogReader(contentsOf: URL(fileURLWithPath: trafficPath)), limit: arguments[maxFindings])
        } catch {
            let unreadable = Diagnostic(
                .error, code: .trafficFileUnreadable, message: "cannot read the traffic log: \(error.localizedDescription)")
            output.standardError(ErrorLine.text(unreadable, file: trafficPath))
            return .usageOrInput
        }
        let coverage = CoverageReport(coverage: result.coverage, minimum: arguments[minCoverage])
        var locator = DiagnosticLocator(mainFile: URL(fileURLWithPath: path))
        let located = locator.locate(result.findings.map(\.diagnostic))
        var report = DiagnosticReport(
            file: path,
            located: zip(result.findings, located).map { finding, diagnostic in
                finding.isAboutTheLogLine
                    ? LocatedDiagnostic(diagnostic: diagnostic, file: trafficPath, exchange: finding.exchange)
                    : LocatedDiagnostic(diagnostic, mainFile: path, exchange: finding.exchange)
            })
        if result.omittedCount > 0 {
            let shownErrors = result.findings.count { $0.diagnostic.severity == .error }
            report.omitted = OmittedFindings(
                limit: result.limit, byCode: result.omittedByCode, errors: result.errorCount - shownErrors,
                warnings: result.omittedCount - (result.errorCount - shownErrors))
        }
        report.extraMembers = [("coverage", coverage.jsonValue)]
        report.print(format: format, to: output)
        switch format {
        case .text: output.standardOutput(coverage.text)
        case .github: output.standardOutput(coverage.github(file: path, locator: &locator))
        case .json: break
        }
        return report.errorCount > 0 || !coverage.failures.isEmpty ? .problemsFound : .ok
    }
}
