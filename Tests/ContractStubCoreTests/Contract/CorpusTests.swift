import Foundation
import Testing

@testable import ContractStubCore

/// Every published spec in the shared corpus loads, resolves and compiles without error diagnostics.
///
/// The corpus is ``Corpus/root``; without it the test is skipped, with the reason.
@Suite("Corpus")
struct CorpusTests {
    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func everyCorpusSpecLoadsResolvesAndCompiles() throws {
        let files = Corpus.specFiles()
        try #require(!files.isEmpty, "no specs under \(Corpus.root.path)/specs")
        let start = Date()
        for file in files {
            let name = file.path.replacingOccurrences(of: Corpus.root.path + "/specs/", with: "")
            let fileStart = Date()
            do {
                let contract = try Contract(contentsOf: file)
                let errors = contract.diagnostics.filter { $0.severity == .error }
                let warnings = contract.diagnostics.count - errors.count
                print(
                    "corpus: \(name): \(contract.operations.count) operations, \(errors.count) errors, \(warnings) warnings, "
                        + String(format: "%.2fs", Date().timeIntervalSince(fileStart)))
                for error in errors.prefix(5) { print("  \(error.specPointer?.description ?? "") \(error)") }
                #expect(errors.isEmpty, "\(name): \(errors.count) error diagnostics, first: \(errors.first?.description ?? "")")
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
        print("corpus: \(files.count) specs in " + String(format: "%.1fs", Date().timeIntervalSince(start)))
    }
}
