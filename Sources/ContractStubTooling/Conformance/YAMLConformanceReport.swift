/// The outcome of running the official yaml-test-suite (see ``YAMLConformanceSuite``). `package`: shared by the
/// `contractstub-conformance` runner and the tests.
package struct YAMLConformanceReport: Sendable {
    /// One failed or skipped test.
    package struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// The test's folder, e.g. `229Q` or `SM9W/01`.
        package var test: String
        /// The test's name (its `===` file).
        package var name: String
        /// Why it failed or was skipped.
        package var reason: String
        /// `test | name | reason`.
        package var description: String { "\(test) | \(name) | \(reason)" }
    }

    /// Tests with an expected value (`in.json`).
    package var values = ConformanceReport.Tally()
    /// Tests whose input must be refused (`error`).
    package var errors = ConformanceReport.Tally()
    /// Tests with neither: counted as skipped, with the reason.
    package var unrepresentable = 0
    /// Every failure.
    package var failures: [Entry] = []
    /// Every skip.
    package var skips: [Entry] = []

    /// All tests passed, failed and skipped.
    package var total: ConformanceReport.Tally {
        ConformanceReport.Tally(
            passed: values.passed + errors.passed, failed: values.failed + errors.failed,
            skipped: values.skipped + errors.skipped + unrepresentable)
    }

    /// The summary line, the two goal lines, then every failure and every skip, one per line.
    package var text: String {
        var lines = [
            total.summary("yaml"),
            "  yaml values (in.json): \(values.passed) of \(values.total) equal (\(Self.percent(values)))",
            "  yaml errors (error): \(errors.passed) of \(errors.total) refused (\(Self.percent(errors)))",
        ]
        lines += failures.map { "FAIL yaml \($0)" }
        lines += skips.map { "SKIP yaml \($0)" }
        return lines.joined(separator: "\n")
    }

    private static func percent(_ tally: ConformanceReport.Tally) -> String {
        String(format: "%.1f%%", tally.percentPassed)
    }
}
