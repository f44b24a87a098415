import ContractStubCore
import Foundation

/// `make bench-load`: loading github-api.json (parse + resolve + compile every schema) against two floors
/// measured in the same run.
///
/// - floor: `JSONDecoder` decoding the bytes into ``PlainJSON`` (the decoder the design card requires);
/// - raw floor: `JSONSerialization.jsonObject` on the same bytes.
struct LoadBenchmark {
    let options: BenchmarkOptions

    func run() throws {
        guard let url = options.corpusFile("specs/github-api.json") else { return }
        let data = try Data(contentsOf: url)
        let stopwatch = Stopwatch(iterations: options.iterations)

        let times = try stopwatch.medians([
            { _ = try JSONSerialization.jsonObject(with: data) },
            { _ = try JSONDecoder().decode(PlainJSON.self, from: data) },
            { _ = try JSONValue(decoding: data) },
            { _ = try Contract(data: data, baseURL: url) },
        ])
        let (raw, floor, decode, load) = (times[0], times[1], times[2], times[3])

        print("github-api.json (\(data.count / 1024) KB), median of \(options.iterations)")
        print(row("JSONSerialization.jsonObject (raw floor)", raw))
        print(row("JSONDecoder → plain JSON enum (floor)", floor))
        print(row("JSONDecoder → ordered JSONValue", decode, floor: floor, raw: raw))
        print(row("Contract load (parse + resolve + compile)", load, floor: floor, raw: raw))
        let ratio = load / floor
        print(String(format: "load/floor = %.2f (goal ≤ 1.50): %@", ratio, ratio <= 1.5 ? "met" : "NOT MET"))
        try BenchmarkResults.append(
            [
                BenchmarkEntry("load.json-serialization", raw * 1000, "ms"),
                BenchmarkEntry("load.ordered-decode", decode * 1000, "ms", baseline: floor * 1000),
                BenchmarkEntry("load.contract", load * 1000, "ms", baseline: floor * 1000),
            ], to: options.jsonFile)
    }

    private func row(_ name: String, _ seconds: Double, floor: Double? = nil, raw: Double? = nil) -> String {
        var line = name.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%8.1f ms", seconds * 1000)
        if let floor { line += String(format: "   %.2f× floor", seconds / floor) }
        if let raw { line += String(format: "   %.2f× raw", seconds / raw) }
        return line
    }
}
