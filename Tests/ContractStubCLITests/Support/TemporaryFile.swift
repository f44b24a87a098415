import Foundation

/// Files written for one test, each in a fresh temporary directory.
enum TemporaryFile {
    /// Writes `contents` to `name` in a fresh temporary directory and returns its path.
    static func write(_ name: String, _ contents: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }
}
