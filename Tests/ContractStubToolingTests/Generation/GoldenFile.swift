import Foundation

/// Compares generated text with a golden file under `Generation/Golden/`. With `CONTRACTSTUB_RECORD_GOLDEN=1` the
/// golden file is rewritten instead, and the comparison still fails so a recording run is never mistaken for a pass.
enum GoldenFile {
    /// The environment variable that turns on recording.
    static let recordKey = "CONTRACTSTUB_RECORD_GOLDEN"

    /// `Tests/ContractStubToolingTests/Generation/Golden/<name>`.
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden").appendingPathComponent(name)
    }

    /// `nil` when `actual` matches the golden file `name`; else what differs (or that it was recorded).
    static func mismatch(_ actual: String, golden name: String) throws -> String? {
        let url = url(name)
        if ProcessInfo.processInfo.environment[recordKey] == "1" {
            try Data(actual.utf8).write(to: url, options: .atomic)
            return "recorded \(url.path); run again without \(recordKey) to compare"
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            return "no golden file at \(url.path); run with \(recordKey)=1 to record it"
        }
        guard expected != actual else { return nil }
        return "generated code differs from \(name) (run with \(recordKey)=1 to accept the new output):\n"
            + lineDiff(expected: expected, actual: actual)
    }

    /// The differing region of two texts as `-`/`+` lines with two lines of context, numbered by expected line.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        let suffix = zip(old.reversed(), new.reversed()).prefix { $0 == $1 }.count
        let common = min(suffix, min(old.count, new.count) - prefix)
        var lines: [String] = ["@@ line \(prefix + 1) @@"]
        lines += old[max(0, prefix - 2)..<prefix].map { "  " + $0 }
        lines += old[prefix..<(old.count - common)].map { "- " + $0 }
        lines += new[prefix..<(new.count - common)].map { "+ " + $0 }
        lines += old[(old.count - common)..<min(old.count, old.count - common + 2)].map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
