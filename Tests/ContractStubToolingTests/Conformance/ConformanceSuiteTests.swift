import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Runs the official JSON-Schema-Test-Suite in-process when the corpus is present (env `CONTRACTSTUB_CORPUS`, else
/// `../shared/corpus`); without it the test is skipped, with the reason, so a fresh clone tests cleanly. With the
/// corpus, a missing suite fails the test.
@Suite struct ConformanceSuiteTests {
    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func suiteMeetsThresholds() throws {
        let report = try #require(ConformanceSuite.run(corpus: Corpus.root), "no json-schema-test-suite in \(Corpus.root.path)")
        #expect(report.draft4.total > 500)
        #expect(report.draft2020_12.total > 1000)
        #expect(report.draft4.percentPassed >= 99, "\(report.text)")
        #expect(report.draft2020_12.percentPassed >= 99, "\(report.text)")
        #expect(report.formats.percentPassed >= 95, "\(report.text)")
        #expect(report.ecmascriptRegex.total > 100)
        #expect(report.ecmascriptRegex.failed == 0, "\(report.text)")
    }

    @Test func skipsAreExplicitWithReasons() {
        let reason = ConformanceSkips.reason(file: "draft4/ref.json", group: "remote ref, containing refs itself", test: "remote ref valid")
        #expect(reason?.contains("meta-schema") == true)
        #expect(ConformanceSkips.reason(file: "draft4/ref.json", group: "root pointer ref", test: "match") == nil)
    }

    @Test func reportStartsWithTheFourSummaryLines() {
        var report = ConformanceReport()
        report.draft4.passed = 3
        report.skips.append(.init(file: "f.json", group: "g", test: "t", reason: "r"))
        let lines = report.text.split(separator: "\n")
        #expect(
            lines.prefix(4) == [
                "draft4: 3 passed, 0 failed, 0 skipped", "draft2020-12: 0 passed, 0 failed, 0 skipped",
                "formats: 0 passed, 0 failed, 0 skipped", "ecmascript-regex: 0 passed, 0 failed, 0 skipped",
            ])
        #expect(lines.last == "SKIP f.json | g | t | r")
    }
}
