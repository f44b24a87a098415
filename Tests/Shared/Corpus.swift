import Foundation
import Testing

/// The shared corpus of real specs and test suites (`../shared/corpus/README.md` lists what it holds).
///
/// A test that reads it carries `.enabled(if: Corpus.isAvailable, .needsCorpus)`: without the corpus it is reported
/// as skipped, with the reason, never as passed; with it, the test runs whole and a file it needs that is missing
/// fails it. The condition is a stored property, not an expression with a closure: Swift 6.0.3's compiler crashes on a
/// closure inside an `.enabled(if:)` trait.
enum Corpus {
    /// `$CONTRACTSTUB_CORPUS` when set and not empty (the Makefile exports its `CORPUS` so), else `shared/corpus` in the
    /// folder that holds the package: the Makefile's default `../shared/corpus`.
    static func location(environment: [String: String], packageRoot: URL) -> URL {
        if let path = environment["CONTRACTSTUB_CORPUS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }

    /// Whether `root` is a folder: a corpus that is there. What a test needs inside it, it requires.
    static func isPresent(at root: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The corpus of this test run.
    static let root = location(environment: ProcessInfo.processInfo.environment, packageRoot: packageRoot)

    /// The folder holding `Package.swift`, found upwards from this file (which each test target links to).
    static let packageRoot: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    /// Whether the corpus tests of this run are enabled.
    static let isAvailable = isPresent(at: root)

    /// `relativePath` in the corpus.
    static func file(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

    /// Every `*.json` spec under the corpus's `specs` folder, sorted; a test that reads them requires at least one.
    static func specFiles() -> [URL] {
        let specs = root.appendingPathComponent("specs")
        guard let enumerator = FileManager.default.enumerator(at: specs, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
    }
}

extension Comment {
    /// Why a test that reads the shared corpus is skipped when the corpus is not there.
    static let needsCorpus: Comment = "needs the corpus: set CONTRACTSTUB_CORPUS or put it at ../shared/corpus"
}
