import Foundation
import Testing

/// The condition the corpus tests are enabled by: a missing corpus makes it false, so those tests are reported as
/// skipped (with `needsCorpus`), not run and passed. Pure logic: needs no corpus.
@Suite struct CorpusAvailabilityTests {
    static let package = URL(fileURLWithPath: "/work/ContractStub")

    @Test func aVariableNamingAMissingFolderMeansNoCorpus() {
        let root = Corpus.location(environment: ["CONTRACTSTUB_CORPUS": "/nonexistent/corpus"], packageRoot: Self.package)
        #expect(root.path == "/nonexistent/corpus")
        #expect(!Corpus.isPresent(at: root))
    }

    @Test func withoutTheVariableTheCorpusIsSharedCorpusBesideThePackage() {
        #expect(Corpus.location(environment: [:], packageRoot: Self.package).path == "/work/shared/corpus")
        #expect(Corpus.location(environment: ["CONTRACTSTUB_CORPUS": ""], packageRoot: Self.package).path == "/work/shared/corpus")
    }

    @Test func aFileIsNoCorpusAndAFolderIsOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("specs.json")
        try Data("{}".utf8).write(to: file)
        #expect(Corpus.isPresent(at: folder))
        #expect(!Corpus.isPresent(at: file))
    }

    /// What this run's corpus tests are enabled by is the same logic applied to this process's environment: run with
    /// `CONTRACTSTUB_CORPUS=/nonexistent`, `isAvailable` is false and they are skipped.
    @Test func theRunsConditionIsThisLogicOnTheProcessEnvironment() {
        let root = Corpus.location(environment: ProcessInfo.processInfo.environment, packageRoot: SpecTestSupport.packageRoot)
        #expect(Corpus.root == root)
        #expect(Corpus.isAvailable == Corpus.isPresent(at: root))
        if let variable = ProcessInfo.processInfo.environment["CONTRACTSTUB_CORPUS"], !variable.isEmpty,
            !FileManager.default.fileExists(atPath: variable)
        {
            #expect(!Corpus.isAvailable)
        }
    }
}
