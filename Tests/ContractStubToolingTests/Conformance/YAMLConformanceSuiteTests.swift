import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// Runs the official yaml-test-suite in-process when the corpus is present; without it the test is skipped, with the
/// reason. With the corpus, a missing suite fails the test.
@Suite struct YAMLConformanceSuiteTests {
    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func suiteMeetsTheGoals() throws {
        let report = try #require(YAMLConformanceSuite.run(corpus: Corpus.root), "no yaml-test-suite in \(Corpus.root.path)")
        #expect(report.values.total > 250)
        #expect(report.errors.total > 80)
        #expect(report.values.percentPassed >= 95, "\(report.text)")
        #expect(report.errors.percentPassed >= 95, "\(report.text)")
    }

    @Test func reportStartsWithTheYAMLLine() {
        var report = YAMLConformanceReport()
        report.values.passed = 2
        report.errors.passed = 1
        report.unrepresentable = 1
        report.skips.append(.init(test: "2JQS", name: "Block Mapping with Missing Keys", reason: "r"))
        let lines = report.text.split(separator: "\n")
        #expect(lines.first == "yaml: 3 passed, 0 failed, 1 skipped")
        #expect(lines.last == "SKIP yaml 2JQS | Block Mapping with Missing Keys | r")
    }

    @Test func severalJSONDocumentsAreSplit() {
        #expect(JSONValueSequence.values(in: Data("{\"a\": [1, \"]\"]}\n\"x\" 2 null\n".utf8)) == [["a": [1, "]"]], "x", 2, nil])
        #expect(JSONValueSequence.values(in: Data("".utf8)) == [])
    }
}
