import ContractStubCore
import ContractStubTooling
import Foundation

/// `contractstub verify <spec.json> --traffic <log.jsonl|capture.har> --pact <file.json>`: re-checks recorded
/// exchanges (a traffic log or a HAR capture, told apart by content) against a spec (drift), and Pact files under
/// Pact semantics (``PactVerifier``); reports each finding with the index of its exchange (a log's 0-based line, a
/// HAR file's 0-based entry, a pact's 0-based interaction), and reports coverage: which operations and declared
/// response keys the traffic exercised (see ``TrafficCoverage``), as text, json, github annotations and, with
/// `--html`, a self-contained HTML page.
enum VerifyCommand {
    static let subcommand = Subcommand(spec: spec, run: run)

    static let spec = CommandSpec(
        name: "verify",
        abstract:
            "Check recorded traffic (JSON Lines or HAR) or Pact files against an OpenAPI 3.0/3.1/3.2 or Swagger 2.0 document (JSON or YAML).",
        arguments: [ArgumentSpec(name: "spec.json", help: "The OpenAPI document (JSON or YAML).")],
        options: [
            traffic, pact, server, DiagnosticFormat.option, strict, minCoverage, maxFindings, verbose, html, SpecInput.allowRefRoot,
        ],
        discussion: """
            Each line holds {"request":{"method","url","headers","body"|"bodyBase64"},"response":{"status","headers","body"}};
            "response" may be left out. Findings name their exchange: its 0-based line index in the log. A line that
            is not a valid exchange is a traffic.line.invalid error at its line of the log; the other lines are still
            checked. The log is read in chunks and checked on all cores; findings come in log order, the first
            --max-findings of them, then a line counting the rest by code (json: an "omitted" member).

            HAR: a file whose JSON starts with a "log" member is read as HAR 1.2 (browsers' network panels,
            Proxyman, Charles; whatever its name): each entry of log.entries is an exchange, named "HAR entry N"
            (0-based). Bodies are postData.text and content.text (base64 when "encoding" says so); a status of 0 (a
            failed request) means no response. Entries to hosts other than the spec's servers are skipped and
            counted (text: a "skipped:" line, json: a "skipped" member, github: a ::notice). --server picks the
            servers to check instead (scheme, host, port and path prefix), for HAR files and logs alike. An entry
            that is not valid HAR is a traffic.har.invalid error at its line of the file; the others are still
            checked.

            PACT: --pact reads Pact files (v1.1-v4; a folder: every *.json in it) and checks each interaction under
            Pact semantics: the request must be valid; the response may be a subset (missing required properties,
            headers or body are fine), but a property the spec does not declare, a type, format or enum value it
            does not allow, or an undeclared status is an error. Matching rules (v2 $.body paths, v3/v4 categories)
            widen the example (type, integer, decimal, number, boolean, date, time, datetime: only the kind must
            fit), regex and include must match their example, and rules whose values the spec forbids (no array
            length fits both min/max and minItems/maxItems, integer vs string, decimal vs integer, date formats) are
            pact.matcher.incompatible. Findings
            name the pact file and the interaction; interactions count as exchanges for coverage. v4 interactions
            that are not HTTP (messages, plugins) are not checked but counted (text: a "not checked:" line, json: a
            "notChecked" member, github: a ::notice, html: a card). A file that is not a readable pact is one
            Error: line and exit status 2. --traffic, --pact or both.

            COVERAGE: an operation is covered when an exchange is routed to it; a declared response key when a
            response's status falls under it: an exact code (404), else its range (4XX), else default (so default
            is covered by any status no other key matches). Operations: covered/total; responses: covered
            (operation x key) / all declared. --min-coverage applies to BOTH ratios. text ends with a coverage
            section: the totals, a table of them per tag (an operation with several tags counts under each), and
            the number of operations not fully exercised, which --verbose lists one by one, and the event names each
            event-stream operation's responses carried ("events seen"). json adds a complete
            "coverage" member (every operation not fully exercised, and "byTag"), github prints a ::notice summary
            and, only when --min-coverage fails, an ::error and a ::warning at each operation not fully exercised.

            HTML: --html writes one self-contained page (no scripts, fonts or network): a summary, then per tag a
            grid of operations x declared responses (covered, not covered, violated), and each finding with its
            message, the part of the exchange concerned and the spec lines around it. Text from specs and traffic
            is escaped there, as it is in github workflow commands.

            STREAMS: text/event-stream, JSON Lines, application/json-seq and multipart/mixed bodies are checked item
            by item.

            EXIT STATUS: 0 all exchanges conform (warnings allowed) and coverage reaches --min-coverage,
            1 violations found (malformed lines included) or coverage below --min-coverage, 2 usage error or an
            unreadable spec, log or Pact file.
            """
    )

    static let traffic = Option.optional(
        "--traffic", value: "log.jsonl|capture.har", help: "The exchanges: one JSON object per line, or a HAR 1.2 file.")
    static let pact = RepeatedOption(
        "--pact", value: "file.json", help: "A Pact file (v1.1-v4), or a folder whose *.json files are pacts, checked under Pact semantics."
    )
    static let server = RepeatedOption(
        "--server", value: "url", help: "Check only exchanges to this server (e.g. https://api.example.com/v1); skip the rest.")
    static let verbose = Flag("--verbose", help: "In text, list every operation and response the traffic did not exercise.")
    static let html = Option.optional("--html", value: "report.html", help: "Also write the report as one self-contained HTML file.")
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
        guard trafficPath != nil || !arguments[pact].isEmpty else {
            output.standardError(UsageError("give --traffic, --pact or both", command: spec).text)
            return .usageOrInput
        }
        // The log is opened and its first batch read on another core while the spec loads.
        let traffic = trafficPath.map { EarlyTrafficSource(url: URL(fileURLWithPath: $0)) }
        var contract: Contract?
        switch SpecInput.load(path, format: format, output: output, allowedRefRoots: arguments[SpecInput.allowRefRoot]) {
        case .success(let loaded): contract = loaded
        case .failure: return .usageOrInput
        }
        let status = verify(contract!, trafficSource: traffic, arguments, output: output)
        // Freeing a large spec's graph takes longer than anything after the report: the last reference (the load's
        // result is gone with the `switch`) is left to the exit, or freed on a background thread (BackgroundTeardown).
        BackgroundTeardown.release(&contract, in: output)
        return status
    }

    /// Checks `trafficSource` (the file `--traffic` names) and the pacts `arguments` name against `contract` and prints the
    /// report.
    private static func verify(
        _ contract: Contract, trafficSource: EarlyTrafficSource?, _ arguments: ParsedArguments, output: CommandOutput
    ) -> ExitStatus {
        let path = arguments.positionals[0]
        let format = arguments.format
        let trafficPath = arguments[traffic]
        let options = RequestValidationOptions(strict: arguments[strict])
        let verifier = TrafficVerifier(contract: contract, options: options)
        var result = TrafficVerification(contract: contract, limit: arguments[maxFindings], exchangeLabel: "interaction")
        if let trafficPath, let trafficSource {
            do {
                let source = try trafficSource.take()
                let servers = arguments[server]
                let filter = !servers.isEmpty ? ServerFilter(servers: servers) : source.isCapture ? ServerFilter(contract: contract) : nil
                result = try verifier.verify(source, limit: arguments[maxFindings], servers: filter)
            } catch {
                TrafficFileInput.report(error, path: trafficPath, output: output)
                return .usageOrInput
            }
        }
        guard let pacts = PactInput.load(arguments[pact], output: output) else { return .usageOrInput }
        let pactVerifier = PactVerifier(contract: contract, options: options)
        for (file, pact) in pacts {
            var part = TrafficVerification(contract: contract, limit: arguments[maxFindings])
            pactVerifier.check(pact, file: file, into: &part)
            result.merge(part)
        }
        var coverage = CoverageReport(coverage: result.coverage, minimum: arguments[minCoverage])
        coverage.verbose = arguments[verbose]
        var locator = DiagnosticLocator(mainFile: URL(fileURLWithPath: path))
        let located = locator.locate(result.findings.map(\.diagnostic))
        var report = DiagnosticReport(
            file: path,
            located: zip(result.findings, located).map { finding, diagnostic in
                finding.isAboutTheInput
                    ? LocatedDiagnostic(
                        diagnostic: diagnostic, file: trafficPath ?? path, exchange: finding.exchange, exchangeLabel: result.exchangeLabel)
                    : LocatedDiagnostic(
                        diagnostic, mainFile: path, exchange: finding.exchange, exchangeLabel: result.exchangeLabel,
                        side: finding.isAboutTheResponse ? .response : .request)
            })
        if result.omittedCount > 0 {
            let shownErrors = result.findings.count { $0.diagnostic.severity == .error }
            report.omitted = OmittedFindings(
                limit: result.limit, byCode: result.omittedByCode, errors: result.errorCount - shownErrors,
                warnings: result.omittedCount - (result.errorCount - shownErrors))
        }
        let skipped = PassedOver.otherServers(label: result.exchangeLabel, byHost: result.skippedByHost)
        let passedOver = [skipped, PassedOver.nonHTTPInteractions(in: pacts.map(\.pact))].filter { $0.count > 0 }
        if format == .json {
            report.extraMembers = [("coverage", coverage.jsonValue)] + passedOver.map { ($0.jsonMember, $0.jsonValue) }
        }
        if let htmlPath = arguments[html] {
            let inputs = (trafficPath.map { [$0] } ?? []) + pacts.map(\.file)
            let run = HTMLReport.Run(
                specPath: path, trafficPath: inputs.joined(separator: ", "), skippedCount: skipped.count, passedOver: passedOver,
                coverageFailures: coverage.failures)
            let page = HTMLReport(run: run, contract: contract, result: result, findings: report.diagnostics)
            do {
                try Data(page.document.utf8).write(to: URL(fileURLWithPath: htmlPath))
            } catch {
                let unwritable = Diagnostic(
                    .error, code: .outputUnwritable, message: "cannot write the file: \(error.localizedDescription)")
                output.standardError(ErrorLine.text(unwritable, file: htmlPath))
                return .usageOrInput
            }
        }
        report.print(format: format, to: output)
        switch format {
        case .text:
            output.standardOutput(coverage.text + passedOver.map { "\($0.title): \($0.summary)\n" }.joined())
        case .github:
            output.standardOutput(
                coverage.github(file: path, locator: &locator)
                    + passedOver.map { WorkflowCommand.line("notice", ["title": $0.title], $0.summary) + "\n" }.joined())
        case .json: break
        }
        return report.errorCount > 0 || !coverage.failures.isEmpty ? .problemsFound : .ok
    }
}
