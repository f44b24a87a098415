import ContractStubCore
import Foundation

/// `make bench-swagger2` (in-process half): `Contract` load of the largest corpus Swagger 2.0 spec against the same
/// API in OpenAPI 3.0, interleaved in one process, as a test process pays it (issue 35: a 2.0 spec costs no more than
/// 3.0). `--conversion <file>` names the 3.0 file (`make swagger2-equivalence` writes it); the 2.0 spec is the
/// corpus file of the same name under `specs-swagger2/apis-guru/`.
struct Swagger2LoadBenchmark {
    let options: BenchmarkOptions

    func run() throws {
        guard let conversion = options.conversion else {
            print("note: no --conversion <3.0 file> (make swagger2-equivalence writes one). Skipping.")
            return
        }
        guard let original = options.corpusFile("specs-swagger2/apis-guru/\(conversion.lastPathComponent)") else { return }
        let swagger2 = try Data(contentsOf: original)
        let openAPI3 = try Data(contentsOf: conversion)
        let times = try Stopwatch(iterations: options.iterations).medians([
            { _ = try Contract(data: swagger2, baseURL: original) },
            { _ = try Contract(data: openAPI3, baseURL: conversion) },
        ])
        let ratio = times[0] / times[1]
        print("\(original.lastPathComponent): Contract load, median of \(options.iterations)")
        print(String(format: "Swagger 2.0 (%d KB)                  %8.2f ms", swagger2.count / 1024, times[0] * 1000))
        print(String(format: "its OpenAPI 3.0 conversion (%d KB)   %8.2f ms", openAPI3.count / 1024, times[1] * 1000))
        print(String(format: "2.0/3.0 = %.3f (goal ≤ 1.0, issue 35): %@", ratio, ratio <= 1.0 ? "met" : "NOT MET"))
        try BenchmarkResults.append(
            [BenchmarkEntry("load.swagger2-vs-3.0", times[0] * 1000, "ms", baseline: times[1] * 1000)], to: options.jsonFile)
    }
}
