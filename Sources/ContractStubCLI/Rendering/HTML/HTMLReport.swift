import ContractStubCore
import ContractStubTooling
import Foundation

/// `verify --html`: the run as one self-contained HTML page (inline CSS, no scripts, fonts or network), light
/// enough for a spec of hundreds of operations: a summary, then one collapsible section per tag with a grid of its
/// operations × declared responses (covered, not covered, violated) and its findings, each with its message, the
/// part of the exchange concerned and the spec lines around it. Every text from specs and traffic goes through
/// ``HTMLText/escape(_:)``.
///
/// ```swift
/// let page = HTMLReport(run: run, contract: contract, result: result, findings: report.diagnostics)
/// try Data(page.document.utf8).write(to: url)
/// ```
struct HTMLReport {
    /// The names of the files of the run, as the user typed them, and what came of the coverage check.
    struct Run {
        /// The spec.
        let specPath: String
        /// The traffic log or HAR file.
        let trafficPath: String
        /// How many exchanges were skipped as going to other servers.
        let skippedCount: Int
        /// What was read and not checked (exchanges to other servers, pact interactions that are not HTTP), a card
        /// each.
        let passedOver: [PassedOver]
        /// The coverage ratios below `--min-coverage` (empty when it passed or was not given).
        let coverageFailures: [String]
    }

    /// The run's files and coverage check.
    let run: Run
    /// The contract checked.
    let contract: Contract
    /// What `verify` kept.
    let result: TrafficVerification
    /// ``TrafficVerification/findings``, located, in the same order.
    let findings: [LocatedDiagnostic]

    /// The whole page.
    var document: String {
        var excerpts = SpecExcerpt()
        let title = "Contract report: \(HTMLText.escape(run.specPath))"
        var page = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title)</title>
            <style>\(Self.style)</style>
            </head><body>
            <header><h1>\(title)</h1>
            <p class="files">traffic <code>\(HTMLText.escape(run.trafficPath))</code> · \
            \(HTMLText.escape(contract.document.info.title)) \(HTMLText.escape(contract.document.info.version))</p></header>

            """
        page += summary
        page += legend
        let byOperation = Dictionary(grouping: findings.indices.filter { result.findings[$0].operation != nil }) {
            result.findings[$0].operation!.index
        }
        let tags = result.coverage.byTag.enumerated().map { (index: $0.offset, tag: $0.element) }
        let withFindings = tags.filter { $0.tag.indexes.contains { byOperation[$0] != nil } }
        let exercised = tags.filter { entry in !withFindings.contains { $0.index == entry.index } && entry.tag.operationRatio.covered > 0 }
        let rest = tags.filter { entry in !withFindings.contains { $0.index == entry.index } && entry.tag.operationRatio.covered == 0 }
        page += "<h2>By tag: with findings first, then exercised, then untouched</h2>\n"
        for (index, tag) in withFindings + exercised + rest {
            page += section(tag, anchor: "t\(index)", findingsByOperation: byOperation, excerpts: &excerpts)
        }
        let loose = findings.indices.filter { result.findings[$0].operation == nil }
        if !loose.isEmpty {
            page += "<section class=\"loose\"><h2>Findings not about an operation</h2>\n"
            page += loose.map { finding($0, anchor: "f\($0)", excerpts: &excerpts) }.joined()
            page += "</section>\n"
        }
        page += "<footer>Written by <code>contractstub verify</code>.</footer>\n</body></html>\n"
        return page
    }
}
