import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The table of `diff` rules in the DocC article "What diff reports" lists exactly the rules the diff can report, each
/// with its severity.
@Suite("Diff rules in the DocC article")
struct DiffRuleDocumentationTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ContractStub/ContractStub.docc/DiffRules.md")

    /// `rule id → severity` from the rows of the article's table that start with a `diff.` rule.
    static func documentedRules() throws -> [String: String] {
        let text = try String(contentsOf: article, encoding: .utf8)
        var rules: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `diff.") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            rules[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        return rules
    }

    @Test func articleListsEveryRuleWithItsSeverity() throws {
        let documented = try Self.documentedRules()
        let catalogue = Dictionary(uniqueKeysWithValues: SpecDiff.rules.map { ($0.id, $0.severity.rawValue) })
        #expect(documented == catalogue)
    }
}
