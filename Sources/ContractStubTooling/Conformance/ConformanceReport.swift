import ContractStubCore

/// The outcome of running the JSON-Schema-Test-Suite (see ``ConformanceSuite``). `package`: the
/// `contractstub-conformance` runner and the test target share one implementation; not part of the supported API.
package struct ConformanceReport: Sendable {
    /// Counts for one part of the suite.
    package struct Tally: Sendable, Equatable {
        /// Tests whose expected validity matched.
        package var passed = 0
        /// Tests whose expected validity did not match (or whose schema did not compile).
        package var failed = 0
        /// Tests not run, each with a reason in ``ConformanceReport/skips``.
        package var skipped = 0
        /// All tests of the part.
        package var total: Int { passed + failed + skipped }
        /// `passed / total` in percent (skips count against it); 100 when there are no tests.
        package var percentPassed: Double { total == 0 ? 100 : Double(passed) * 100 / Double(total) }

        /// The summary line of the part called `name`: "`name`: N passed, N failed, N skipped".
        package func summary(_ name: String) -> String {
            "\(name): \(passed) passed, \(failed) failed, \(skipped) skipped"
        }
    }

    /// One failed or skipped test.
    package struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// The suite file, relative to `tests/`, e.g. `draft4/ref.json`.
        package var file: String
        /// The test group's description.
        package var group: String
        /// The test's description.
        package var test: String
        /// Why it failed or was skipped.
        package var reason: String
        /// `file | group | test | reason`.
        package var description: String { "\(file) | \(group) | \(test) | \(reason)" }
    }

    /// Required draft 4 tests.
    package var draft4 = Tally()
    /// Required draft 2020-12 tests (formats not asserted, the 2020-12 default).
    package var draft2020_12 = Tally()
    /// `optional/format` tests of both drafts for the asserted formats.
    package var formats = Tally()
    /// `optional/ecmascript-regex.json` of both drafts: `pattern` and `patternProperties` read as ECMA-262.
    package var ecmascriptRegex = Tally()
    /// Every failure.
    package var failures: [Entry] = []
    /// Every skip.
    package var skips: [Entry] = []

    /// The four summary lines, then every failure and every skip, one per line.
    package var text: String {
        var lines = [
            draft4.summary("draft4"), draft2020_12.summary("draft2020-12"), formats.summary("formats"),
            ecmascriptRegex.summary("ecmascript-regex"),
        ]
        lines += failures.map { "FAIL \($0)" }
        lines += skips.map { "SKIP \($0)" }
        return lines.joined(separator: "\n")
    }
}
