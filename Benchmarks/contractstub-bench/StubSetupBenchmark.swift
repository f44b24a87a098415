import ContractStub
import Foundation

/// `contractstub-bench setup`: what one test pays to set up a ``ContractStub`` (and its session) for
/// github-api.json, next to loading that contract once (the floor: a suite loads it once and makes a stub per test).
struct StubSetupBenchmark {
    let options: BenchmarkOptions
    /// Stubs made per timed round.
    let stubs = 20

    func run() throws {
        let url = options.corpus.appendingPathComponent("specs/github-api.json")
        guard FileManager.default.fileExists(atPath: url.path) else {
            print("note: no \(url.path); setup benchmark skipped")
            return
        }
        let data = try Data(contentsOf: url)
        let contract = try Contract(contentsOf: url)
        let times = try Stopwatch(iterations: options.iterations).medians([
            { _ = try Contract(data: data, baseURL: url) },
            { for _ in 0..<stubs { _ = ContractStub(contract).makeSession() } },
        ])
        let (load, setup) = (times[0], times[1] / Double(stubs))
        print("github-api.json (623 operations), median of \(options.iterations)")
        print(String(format: "  Contract load (once per suite)        %7.2f ms", load * 1000))
        print(String(format: "  ContractStub + session (per test)     %7.2f ms  %.3f× the load", setup * 1000, setup / load))
        try BenchmarkResults.append(
            [BenchmarkEntry("intercept.stub-setup", setup * 1000, "ms", baseline: load * 1000)], to: options.jsonFile)
    }
}
