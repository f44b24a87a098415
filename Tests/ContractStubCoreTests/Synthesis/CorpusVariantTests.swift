import Foundation
import Testing

@testable import ContractStubCore

extension SynthesisTests {
    /// Response variants over every operation of every corpus spec: each one is checked by the response validator
    /// (a path separate from the schema check that chose it), and a second synthesizer must give the same variants.
    /// One test case per spec, so the large specs run side by side (as one test, the four GitHub specs alone kept one
    /// core busy for minutes after the rest of the suite had ended). Prints the counts and the time taken per spec.
    @Suite struct CorpusVariantTests {
        @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
        func theCorpusHasSpecs() {
            #expect(!Corpus.specFiles().isEmpty, "no specs under \(Corpus.root.path)/specs")
        }

        @Test(.enabled(if: Corpus.isAvailable, .needsCorpus), arguments: Corpus.specFiles())
        func everyVariantOfEveryOperationIsValidAndStable(in file: URL) throws {
            let contract = try Contract(contentsOf: file)
            let synthesizer = ResponseSynthesizer(contract: contract)
            let validator = ResponseValidator(contract: contract)
            var invalid: [String] = []
            var counts: [Int] = []
            let elapsed = ContinuousClock().measure {
                for operation in contract.operations {
                    guard let variants = try? synthesizer.variants(for: operation) else { continue }
                    counts.append(variants.count)
                    let request = HTTPRequest(method: operation.method.rawValue.uppercased(), url: URL(string: "/")!)
                    for variant in variants {
                        let errors = validator.validate(variant.response, for: operation, request: request).filter {
                            $0.severity == .error
                        }
                        if let first = errors.first {
                            invalid.append("\(operation.label) '\(variant.name)': \(first)")
                        }
                    }
                }
            }
            // Stable: a fresh synthesizer gives the same variants again (the first 40 operations).
            let again = ResponseSynthesizer(contract: contract)
            let unstable = contract.operations.prefix(40).filter {
                (try? synthesizer.variants(for: $0)) != (try? again.variants(for: $0))
            }.map(\.label)
            let sorted = counts.sorted()
            let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
            let seconds = Double(elapsed.components.attoseconds) / 1e18 + Double(elapsed.components.seconds)
            print(
                "variants | \(file.lastPathComponent) | \(contract.operations.count) operations | \(counts.count) with a "
                    + "default response | \(counts.reduce(0, +)) variants | \(median) / \(sorted.last ?? 0) per operation "
                    + "(median / max) | \(String(format: "%.2f", seconds)) s |")
            #expect(invalid.isEmpty, "\(file.lastPathComponent): \(invalid.prefix(20).joined(separator: "\n"))")
            #expect(unstable.isEmpty, "\(file.lastPathComponent): \(unstable.prefix(20).joined(separator: ", "))")
        }
    }
}

extension Contract.Operation {
    /// `listPets` or `GET /pets`, for the test's messages.
    fileprivate var label: String { operationId ?? "\(method.rawValue.uppercased()) \(path)" }
}
