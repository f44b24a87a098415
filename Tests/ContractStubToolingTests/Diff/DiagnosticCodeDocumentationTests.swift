import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The code tables of the DocC article "What ContractStub checks" list exactly the catalogue's codes, each with its
/// severity; every code follows the spelling rule; the "Renamed codes" table of the article "Diagnostic codes" is the
/// catalogue's list of renames.
@Suite("Diagnostic codes in the DocC articles")
struct DiagnosticCodeDocumentationTests {
    static let catalogue = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ContractStub/ContractStub.docc")
    /// The article whose tables group the codes by what they check.
    static let checksArticle = catalogue.appendingPathComponent("WhatIsChecked.md")
    /// The article listing every code, and the renamed ones.
    static let codesArticle = catalogue.appendingPathComponent("DiagnosticCodes.md")

    /// The rows of every table of `article` whose header is `header`, split into trimmed cells.
    static func rows(under header: String, in article: URL) throws -> [[String]] {
        let lines = try String(contentsOf: article, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var rows: [[String]] = []
        var inside = false
        for line in lines {
            if line == header {
                inside = true
            } else if inside, line.hasPrefix("|") {
                if line.hasPrefix("|---") { continue }
                rows.append(line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
            } else {
                inside = false
            }
        }
        return rows
    }

    /// The backticked codes of a cell.
    static func codes(in cell: String) -> [String] {
        cell.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
    }

    @Test func codeTablesListEveryCatalogueCodeWithItsSeverity() throws {
        var documented: [String: String] = [:]
        for row in try Self.rows(under: "| codes | severity | what |", in: Self.checksArticle) {
            let severity = String(row[1].prefix { $0.isLetter })
            for code in Self.codes(in: row[0]) {
                #expect(documented[code] == nil, "\(code) is listed twice")
                documented[code] = severity
            }
        }
        let catalogue = Dictionary(uniqueKeysWithValues: DiagnosticCode.all.map { ($0.id, $0.severity.rawValue) })
        #expect(documented == catalogue)
    }

    @Test func renamedCodesTableIsTheCatalogueRenames() throws {
        var documented: [String: String] = [:]
        let rows = try Self.rows(under: "| Old spelling | Code |", in: Self.codesArticle)
        #expect(!rows.isEmpty, "no renamed-codes table in \(Self.codesArticle.lastPathComponent)")
        for row in rows {
            documented[row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] =
                row[1].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
        #expect(documented == DiagnosticCode.renamed.mapValues(\.id))
        for (old, new) in DiagnosticCode.renamed {
            #expect(!DiagnosticCode.followsSpellingRule(old), "\(old) was renamed though it follows the rule")
            #expect(DiagnosticCode.named(old) == new)
        }
    }

    @Test func everyCodeFollowsTheSpellingRuleOnce() {
        let ids = CodeCatalogue.entries.map(\.id)
        #expect(Set(ids).count == ids.count, "a code is catalogued twice")
        for id in ids { #expect(DiagnosticCode.followsSpellingRule(id), "\(id) breaks the spelling rule") }
        #expect(!DiagnosticCode.followsSpellingRule("request.route.trailingSlash"))
        #expect(!DiagnosticCode.followsSpellingRule("spec.-x"))
        #expect(DiagnosticCode.followsSpellingRule("spec.swagger2"))
    }

    @Test func schemaKeywordsMapToTheirCodes() {
        #expect(DiagnosticCode.schema(keyword: "minLength") == .schemaMinLength)
        #expect(DiagnosticCode.schema(keyword: "type") == .schemaType)
        #expect(DiagnosticCode.schema(keyword: "dependentRequired") == .schemaDependentRequired)
    }
}
