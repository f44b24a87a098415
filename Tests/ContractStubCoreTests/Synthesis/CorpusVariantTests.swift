import Foundation
import Testing

@testable import ContractStubCore

extension SynthesisTests {
    /// Response variants over every operation of every corpus spec: each one is checked by the response validator
    /// (a path separate from the schema check that chose it), and a second synthesizer must give the same variants.
    /// Prints the counts per spec and the time taken (recorded in BENCHMARKS.md).
    @Suite struct CorpusVariantTests {
        @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
        func everyVariantOfEveryCorpusOperationIsValidAndStable() throws {
            let files = Corpus.specFiles()
            try #require(!files.isEmpty, "no specs under \(Corpus.root.path)/specs")
            var invalid: [String] = []
            var unstable: [String] = []
            print("| spec | operations | with a default response | variants | per operation (median / max) | time |")
            print("|---|---|---|---|---|---|")
            for file in files {
                let contract = try Contract(contentsOf: file)
                let synthesizer = ResponseSynthesizer(contract: contract)
                let validator = ResponseValidator(contract: contract)
                let clock = ContinuousClock()
                var counts: [Int] = []
                let elapsed = clock.measure {
                    for operation in contract.operations {
                        guard let variants = try? synthesizer.variants(for: operation) else { continue }
                        counts.append(variants.count)
                        let request = HTTPRequest(method: operation.method.rawValue.uppercased(), url: URL(string: "/")!)
                        for variant in variants {
                            let errors = validator.validate(variant.response, for: operation, request: request).filter {
                                $0.severity == .error
                            }
                            if let first = errors.first {
                                invalid.append("\(file.lastPathComponent) \(operation.label) '\(variant.name)': \(first)")
                            }
                        }
                    }
                }
                // Stable: a fresh synthesizer gives the same variants again (the first 40 operations of each spec).
                let again = ResponseSynthesizer(contract: contract)
                for operation in contract.operations.prefix(40) {
                    if (try? synthesizer.variants(for: operation)) != (try? again.variants(for: operation)) {
                        unstable.append("\(file.lastPathComponent) \(operation.label)")
                    }
                }
                let sorted = counts.sorted()
                let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
                let seconds = Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
                print(
                    "| \(file.lastPathComponent) | \(contract.operations.count) | \(counts.count) | \(counts.reduce(0, +)) | "
                        + "\(median) / \(sorted.last ?? 0) | \(String(format: "%.2f", seconds)) s |")
            }
            for line in invalid.prefix(20) { print("  invalid: \(line)") }
            for line in unstable.prefix(20) { print("  unstable: \(line)") }
            #expect(invalid.isEmpty)
            #expect(unstable.isEmpty)
        }
    }
}

extension Contract.Operation {
    /// `listPets` or `GET /pets`, for the test's messages.
    fileprivate var label: String { operationId ?? "\(method.rawValue.uppercased()) \(path)" }
}
