import Foundation

/// One figure for `bench-results.json`: `value` in `unit`, and the floor measured in the same run (`baseline`)
/// with `ratio = value / baseline` when there is one.
struct BenchmarkEntry: Codable {
    let name: String
    let value: Double
    let unit: String
    let baseline: Double?
    let ratio: Double?

    init(_ name: String, _ value: Double, _ unit: String, baseline: Double? = nil) {
        self.name = name
        self.value = value
        self.unit = unit
        self.baseline = baseline
        ratio = baseline.map { value / $0 }
    }
}

/// Appends entries to the JSON array in `--json <file>` (created when missing), and prints such a file as a table.
enum BenchmarkResults {
    static func append(_ entries: [BenchmarkEntry], to file: URL?) throws {
        guard let file else { return }
        var all = (try? JSONDecoder().decode([BenchmarkEntry].self, from: Data(contentsOf: file))) ?? []
        all += entries
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(all).write(to: file)
    }

    /// `contractstub-bench table --json <file>`.
    static func printTable(_ file: URL?) throws {
        guard let file else { throw BenchmarkFailure("table needs --json <file>") }
        let entries = try JSONDecoder().decode([BenchmarkEntry].self, from: Data(contentsOf: file))
        print("name".padding(toLength: 30, withPad: " ", startingAt: 0) + "       value  unit            baseline   ratio")
        for entry in entries {
            var line = entry.name.padding(toLength: 30, withPad: " ", startingAt: 0)
            line += String(format: "%12.2f  ", entry.value) + entry.unit.padding(toLength: 14, withPad: " ", startingAt: 0)
            line += entry.baseline.map { String(format: "%10.2f", $0) } ?? "         -"
            line += entry.ratio.map { String(format: "  %5.2f×", $0) } ?? "       -"
            print(line)
        }
    }
}
