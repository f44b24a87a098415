import ContractStub
import Foundation
import Testing

/// The DocC article "Diagnostic codes" is the catalogue, code for code: its table is generated from
/// `DiagnosticCode.all` and `DiagnosticCode.renamed`, and this test fails when they drift apart.
/// `CONTRACTSTUB_RECORD_DOCS=1 swift test --filter DiagnosticCodesArticleTests` rewrites the article.
@Suite struct DiagnosticCodesArticleTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ContractStub/ContractStub.docc/DiagnosticCodes.md")

    /// The article as the catalogue says it must read.
    static var expected: String {
        var text = """
            # Diagnostic codes

            Every finding ContractStub reports has a stable code: what it is about, then what went wrong.

            ## Overview

            A code is dotted lowercase segments, words inside a segment joined by `-` (`request.body.hidden`,
            `schema.min-length`). The first segment says what the finding is about: `spec` (the document), `ref`
            (references), `schema` (a JSON Schema keyword that failed), `request`, `response`, `stub` (how a test set up
            its stub), `coverage` (`contractstub verify`), and `json`, `traffic`, `usage`, `output` for input the tools
            could not read. Match on codes, not on messages: messages may be reworded, codes are not. The severity is the
            one a code is reported with unless a check says otherwise (`--strict` turns some warnings into errors).

            The rules of `contractstub diff` have codes of their own (`diff.…`), listed in <doc:DiffRules>. <doc:WhatIsChecked>
            groups the codes below by what they check.

            ## Codes

            | Code | Severity | Meaning |
            |---|---|---|

            """
        for code in DiagnosticCode.all {
            text += "| `\(code.id)` | \(code.severity.rawValue) | \(code.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        text += """

            ## Renamed codes

            These codes were renamed to follow the spelling rule; `DiagnosticCode.named(_:)` still finds them by their
            old spelling.

            A diagnostic also has one JSON form everywhere (`validate` and `verify --format json`, problem+json answers,
            traffic logs): the spec pointer is `pointer`, as `validate` always wrote it (`verify`, problem+json and traffic logs
            wrote `specPointer`).

            | Old spelling | Code |
            |---|---|

            """
        for (old, code) in DiagnosticCode.renamed.sorted(by: { $0.key < $1.key }) {
            text += "| `\(old)` | `\(code.id)` |\n"
        }
        return text
    }

    @Test func theArticleListsExactlyTheCatalogue() throws {
        if ProcessInfo.processInfo.environment["CONTRACTSTUB_RECORD_DOCS"] == "1" {
            try Self.expected.write(to: Self.article, atomically: true, encoding: .utf8)
        }
        let written = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(written == Self.expected, "run CONTRACTSTUB_RECORD_DOCS=1 swift test --filter DiagnosticCodesArticleTests")
        #expect(DiagnosticCode.all.allSatisfy { written.contains("| `\($0.id)` |") })
    }
}
