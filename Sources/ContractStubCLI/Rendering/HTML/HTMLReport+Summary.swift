import ContractStubCore
import ContractStubTooling

extension HTMLReport {
    /// The cards at the top: operations and responses covered, findings, exchanges checked, unrouted and skipped, pact
    /// interactions not checked.
    var summary: String {
        let coverage = result.coverage
        let omitted = result.omittedCount > 0 ? " (\(result.omittedCount) not shown)" : ""
        var cards = [
            card("Operations covered", coverage.operationRatio), card("Responses covered", coverage.responseRatio),
            """
            <div class="card \(result.errorCount > 0 ? "bad" : "good")"><h3>Findings</h3>\
            <p class="big">\(result.errorCount) error\(result.errorCount == 1 ? "" : "s")</p>\
            <p>\(result.warningCount) warning\(result.warningCount == 1 ? "" : "s")\(omitted)</p></div>
            """,
            """
            <div class="card"><h3>Exchanges</h3><p class="big">\(result.exchangeCount) checked</p>\
            <p>\(coverage.unroutedCount) unrouted · \(run.skippedCount) skipped</p></div>
            """,
        ]
        for passed in run.passedOver {
            let names = passed.counts.prefix(5).map { "\(HTMLText.escape($0.name)) \($0.count)" }.joined(separator: "<br>")
            cards.append(
                "<div class=\"card\"><h3>\(passed.cardTitle)</h3><p class=\"big\">\(passed.count)</p><p class=\"hosts\">\(names)"
                    + (passed.counts.count > 5 ? "<br>…" : "") + "</p></div>")
        }
        if !run.coverageFailures.isEmpty {
            cards.append(
                "<div class=\"card bad\"><h3>--min-coverage</h3><p>below: \(HTMLText.escape(run.coverageFailures.joined(separator: ", ")))</p></div>"
            )
        }
        return "<section class=\"summary\">\n" + cards.joined(separator: "\n") + "\n</section>\n"
    }

    /// What the colours of the grid mean.
    var legend: String {
        """
        <p class="legend"><span class="chip covered">200</span> covered <span class="chip missing">404</span> not covered \
        <span class="chip violated">422</span> violated (a finding about it) · an operation's <span class="chip violated">request</span> \
        chip shows findings about its requests, <span class="chip violated">response</span> about responses with an \
        undeclared status</p>

        """
    }

    private func card(_ title: String, _ ratio: CoverageRatio) -> String {
        """
        <div class="card"><h3>\(title)</h3><p class="big">\(ratio.percentText)%</p>\
        <p>\(ratio.covered) of \(ratio.total)</p>\(bar(ratio))</div>
        """
    }

    /// A horizontal bar filled to the ratio's percent.
    func bar(_ ratio: CoverageRatio) -> String {
        "<span class=\"bar\"><i style=\"width:\(ratio.percentText)%\"></i></span>"
    }
}
