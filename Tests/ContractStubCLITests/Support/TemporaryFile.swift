import Foundation

/// Files written for one test, each in a fresh folder under ``root``: one folder per test run, removed when the test
/// process exits, so runs leave nothing in the temporary directory.
enum TemporaryFile {
    /// This run's folder.
    static let root: URL = {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contractstub-cli-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TemporaryFile.root) }
        return root
    }()

    /// A path under ``root`` that nothing uses yet: `name` after a fresh UUID.
    static func path(_ name: String) -> URL {
        root.appendingPathComponent("\(UUID().uuidString)-\(name)")
    }

    /// A new empty folder under ``root``.
    static func folder() throws -> URL {
        let folder = path("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Writes `contents` to `name` in a new folder and returns its path.
    static func write(_ name: String, _ contents: String) throws -> String {
        let url = try folder().appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}
