import Foundation
import Testing

@testable import ContractStubCore

extension EngineTests {
    /// The property over the corpus: for every operation of every spec, the synthesized response for every
    /// declared status validates against its own response definition.
    ///
    /// Large specs are sampled to keep the debug-build run short: at most ``operationsPerSpec`` operations per
    /// spec, evenly spaced (the printed summary says how many were checked).
    @Suite struct CorpusResponseTests {
        static let operationsPerSpec = 150

        @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
        func synthesizedResponsesValidateAgainstTheirDefinitions() throws {
            let files = Corpus.specFiles()
            try #require(!files.isEmpty, "no specs under \(Corpus.root.path)/specs")
            var total = 0
            var operationsChecked = 0
            var operationsTotal = 0
            var failures: [String] = []
            for file in files {
                guard let contract = try? Contract(contentsOf: file) else {
                    print("  spec not loadable (skipped): \(file.lastPathComponent)")
                    continue
                }
                let synthesizer = ResponseSynthesizer(contract: contract)
                let validator = ResponseValidator(contract: contract)
                let operations = contract.operations
                operationsTotal += operations.count
                let stride = max(1, (operations.count + Self.operationsPerSpec - 1) / Self.operationsPerSpec)
                for (index, operation) in operations.enumerated() where index % stride == 0 {
                    operationsChecked += 1
                    for key in operation.responses.map(\.key) {
                        total += 1
                        let status = Self.status(for: key, among: operation.responses.map(\.key))
                        let label = "\(file.lastPathComponent) \(operation.operationId ?? "\(operation.method) \(operation.path)") \(key)"
                        do {
                            let response = try synthesizer.response(for: operation, status: status)
                            let problems = validator.validate(response, for: operation).filter { $0.severity == .error }
                            if !problems.isEmpty {
                                failures.append(
                                    "\(label): "
                                        + problems.prefix(2).map { "\($0) at \($0.instancePointer?.description ?? "-")" }.joined(
                                            separator: "; "))
                            }
                        } catch {
                            failures.append("\(label): \(error.code): \(error.message)")
                        }
                    }
                }
            }
            let passed = total - failures.count
            print(
                "corpus responses: \(passed)/\(total) synthesized responses valid (\(String(format: "%.2f", 100 * Double(passed) / Double(max(total, 1))))%), \(operationsChecked) of \(operationsTotal) operations in \(files.count) specs"
            )
            for failure in failures { print("  exception: \(failure)") }
            #expect(failures.isEmpty, "every synthesized response must satisfy its own definition")
        }

        /// The status a key stands for: the code; for a range, its lowest code no exact key takes; for `default`,
        /// a status no other key covers (so the `default` definition itself is exercised).
        static func status(for key: OpenAPI.ResponseKey, among keys: [OpenAPI.ResponseKey]) -> Int {
            let others = keys.filter { $0 != key && $0 != .default }
            switch key {
            case .status(let code): return code
            case .range(let leading):
                return (leading * 100..<leading * 100 + 100).first { code in !others.contains(.status(code)) } ?? leading * 100
            case .default:
                return [500, 400, 200, 599, 499].first { code in !others.contains { $0.matches(code) } } ?? 500
            }
        }
    }
}
