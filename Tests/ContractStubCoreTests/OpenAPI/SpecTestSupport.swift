import Foundation
import Testing

@testable import ContractStubCore

/// Paths and helpers shared by the spec, resolution and contract tests.
enum SpecTestSupport {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file under `specs/`.
    static func spec(_ relativePath: String) -> URL {
        packageRoot.appendingPathComponent("specs").appendingPathComponent(relativePath)
    }

    /// Where in-memory documents pretend to live.
    static let memoryURL = URL(fileURLWithPath: "/contractstub-tests/openapi.json")

    /// Loads a spec written inline in a test.
    static func load(_ json: String, url: URL = memoryURL) throws -> LoadedSpec {
        try SpecLoader.load(data: Data(json.utf8), url: url)
    }

    /// A 3.0 (or `version`) document around `paths` and `components` given as JSON text.
    static func document(version: String = "3.0.3", paths: String = "{}", components: String = "{}", extra: String = "") -> String {
        """
        {"openapi": "\(version)", "info": {"title": "T", "version": "1"}, "paths": \(paths), "components": \(components)\(extra)}
        """
    }

    /// The diagnostics as `code @ pointer` strings, for compact assertions.
    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.code) @ \($0.specPointer?.description ?? "-")" }
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contractstub-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
