import ContractStubCore

/// The outcome of running the JSON-Schema-Test-Suite (see ``_ConformanceSuite``). Underscored: public only so the
/// `contractstub-conformance` runner and the test target share one implementation; not part of the supported API.
public struct _ConformanceReport: Sendable {
    /// Counts for one part of the suite.
    public struct Tally: Sendable, Equatable {
        /// Tests whose expected validity matched.
        public var passed = 0
        /// Tests whose expected validity did not match (or whose schema did not compile).
        public var failed = 0
        /// Tests not run, each with a reason in ``_ConformanceReport/skips``.
        public var skipped = 0
        /// All tests of the part.
        public var total: Int { passed + failed + skipped }
        /// `passed / total` in percent (skips count against it); 100 when there are no tests.
        public var percentPassed: Double { total == 0 ? 100 : Double(passed) * 100 / Double(total) }
    }

    /// One failed or skipped test.
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// The suite file, relative to `tests/`, e.g. `draft4/ref.json`.
        public var file: String
        /// The test group's description.
        public var group: String
        /// The test's description.
        public var test: String
        /// Why it failed or was skipped.
        public var reason: String
        /// `file | group | test | reason`.
        public var description: String { "\(file) | \(group) | \(test) | \(reason)" }
    }

    /// Required draft 4 tests.
    public var draft4 = Tally()
    /// Required draft 2020-12 tests (formats not asserted, the 2020-12 default).
    public var draft2020_12 = Tally()
    /// `optional/format` tests of both drafts for the asserted formats.
    public var formats = Tally()
    /// Every failure.
    public var failures: [Entry] = []
    /// Every skip.
    public var skips: [Entry] = []

    /// The three summary lines, then every failure and every skip, one per line.
    public var text: String {
        var lines = [
            "draft4: \(draft4.passed) passed, \(draft4.failed) failed, \(draft4.skipped) skipped",
            "draft2020-12: \(draft2020_12.passed) passed, \(draft2020_12.failed) failed, \(draft2020_12.skipped) skipped",
            "formats: \(formats.passed) passed, \(formats.failed) failed, \(formats.skipped) skipped",
        ]
        lines += failures.map { "FAIL \($0)" }
        lines += skips.map { "SKIP \($0)" }
        return lines.joined(separator: "\n")
    }
}
