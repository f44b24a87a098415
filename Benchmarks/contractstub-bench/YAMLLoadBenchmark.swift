import ContractStubCore
import Foundation

/// `make bench` (yaml-load): github-api.json turned into YAML once with ``YAMLWriter``, then the YAML `Contract` load
/// against the JSON `Contract` load of the same document, interleaved in the same run. Goal: YAML ≤ 2× JSON.
struct YAMLLoadBenchmark {
    let options: BenchmarkOptions

    func run() throws {
        guard let url = options.corpusFile("specs/github-api.json") else { return }
        let data = try Data(contentsOf: url)
        let yaml = try Self.yaml(of: data)
        // Named .yaml so the loader reads it as YAML; it is never written next to the corpus.
        let yamlURL = url.deletingLastPathComponent().appendingPathComponent("github-api.yaml")
        let stopwatch = Stopwatch(iterations: options.iterations)
        let times = try stopwatch.medians([
            { _ = try JSONValue(decoding: data) },
            { _ = try JSONValue(yaml: yaml) },
            { _ = try Contract(data: data, baseURL: url) },
            { _ = try Contract(data: yaml, baseURL: yamlURL) },
        ])
        let (jsonRead, yamlRead, jsonLoad, yamlLoad) = (times[0], times[1], times[2], times[3])
        print("github-api as YAML (\(yaml.count / 1024) KB; JSON \(data.count / 1024) KB), median of \(options.iterations)")
        print(row("JSON → ordered JSONValue", jsonRead))
        print(row("YAML → JSONValue", yamlRead, against: jsonRead))
        print(row("Contract load from JSON", jsonLoad))
        print(row("Contract load from YAML", yamlLoad, against: jsonLoad))
        let ratio = yamlLoad / jsonLoad
        print(String(format: "yaml load / json load = %.2f (goal ≤ 2.00): %@", ratio, ratio <= 2 ? "met" : "NOT MET"))
        try BenchmarkResults.append(
            [
                BenchmarkEntry("load.yaml-read", yamlRead * 1000, "ms", baseline: jsonRead * 1000),
                BenchmarkEntry("load.yaml-contract", yamlLoad * 1000, "ms", baseline: jsonLoad * 1000),
            ], to: options.jsonFile)
    }

    /// github-api.json's document as YAML bytes, checked to read back as the same value.
    static func yaml(of json: Data) throws -> Data {
        let value = try JSONValue(decoding: json)
        let yaml = Data(YAMLWriter.document(value).utf8)
        guard try JSONValue(yaml: yaml) == value else {
            throw BenchmarkFailure("the YAML written for github-api.json does not read back as the same document")
        }
        return yaml
    }

    /// `contractstub-bench to-yaml --output <file>`: writes that YAML for whole-process comparisons.
    static func write(options: BenchmarkOptions) throws {
        guard let output = options.output else { throw BenchmarkFailure("to-yaml needs --output <file>") }
        guard let url = options.corpusFile("specs/github-api.json") else { return }
        try yaml(of: Data(contentsOf: url)).write(to: output)
        print("wrote \(output.path)")
    }

    private func row(_ name: String, _ seconds: Double, against baseline: Double? = nil) -> String {
        var line = name.padding(toLength: 32, withPad: " ", startingAt: 0) + String(format: "%8.1f ms", seconds * 1000)
        if let baseline { line += String(format: "   %.2f×", seconds / baseline) }
        return line
    }
}
