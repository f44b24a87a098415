import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The README's table of `diff` rules lists exactly the rules the diff can report, each with its severity.
@Suite("Diff rules in the README")
struct DiffRuleDocumentationTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// `rule id → severity` from the rows of the README table that start with a `diff.` rule.
    static func documentedRules() throws -> [String: String] {
        let text = try String(contentsOf: readme, encoding: .utf8)
        var rules: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `diff.") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            rules[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        return rules
    }

    @Test func readmeListsEveryRuleWithItsSeverity() throws {
        let documented = try Self.documentedRules()
        let catalogue = Dictionary(uniqueKeysWithValues: SpecDiff.rules.map { ($0.id, $0.severity.rawValue) })
        #expect(documented == catalogue)
    }
}
