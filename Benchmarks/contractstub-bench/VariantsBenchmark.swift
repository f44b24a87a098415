import ContractStub
import ContractStubCore
import Foundation

/// `contractstub-bench variants`: the response variants of every operation of github-api.json (its default status),
/// next to loading the contract once (the floor).
struct VariantsBenchmark {
    let options: BenchmarkOptions

    func run() throws {
        let url = options.corpus.appendingPathComponent("specs/github-api.json")
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("note: no \(url.path); variants benchmark skipped")
            return
        }
        let data = try Data(contentsOf: url)
        let contract = try Contract(contentsOf: url)
        let synthesizer = ResponseSynthesizer(contract: contract)
        var counts: [Int] = []
        let times = try Stopwatch(iterations: options.iterations).medians([
            { _ = try Contract(data: data, baseURL: url) },
            {
                counts = contract.operations.map { operation in (try? synthesizer.variants(for: operation).count) ?? 0 }
            },
        ])
        let (load, variants) = (times[0], times[1])
        let sorted = counts.sorted()
        print("github-api.json (\(contract.operations.count) operations), median of \(options.iterations)")
        print(String(format: "  Contract load                              %8.1f ms", load * 1000))
        print(
            String(
                format: "  variants of every operation's default      %8.1f ms  %.2f× the load", variants * 1000, variants / load))
        print("  \(counts.reduce(0, +)) variants; per operation: median \(sorted[sorted.count / 2]), max \(sorted.last ?? 0)")
        try BenchmarkResults.append(
            [BenchmarkEntry("variants.github-api", variants * 1000, "ms", baseline: load * 1000)], to: options.jsonFile)
    }
}
