import Foundation
import Testing

@testable import ContractStubCore

/// Every published spec in the shared corpus loads, resolves and compiles without error diagnostics.
///
/// The corpus root is `$CONTRACTSTUB_CORPUS`, else `../shared/corpus` next to the package; without it the test
/// is skipped, with the reason.
@Suite("Corpus")
struct CorpusTests {
    static let corpusRoot: URL = {
        if let override = ProcessInfo.processInfo.environment["CONTRACTSTUB_CORPUS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return SpecTestSupport.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    /// Every `*.json` under `<corpus>/specs`, sorted.
    static func specFiles() -> [URL] {
        let specs = corpusRoot.appendingPathComponent("specs")
        guard let enumerator = FileManager.default.enumerator(at: specs, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }

    @Test(.enabled(if: !CorpusTests.specFiles().isEmpty, .needsCorpus))
    func everyCorpusSpecLoadsResolvesAndCompiles() throws {
        let files = Self.specFiles()
        let start = Date()
        for file in files {
            let name = file.path.replacingOccurrences(of: Self.corpusRoot.path + "/specs/", with: "")
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
