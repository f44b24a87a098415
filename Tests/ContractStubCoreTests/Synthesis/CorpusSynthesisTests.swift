import Foundation
import Testing

@testable import ContractStubCore

extension SynthesisTests {
    /// Synthesizes every schema under `/components/schemas` of every corpus spec, in both directions, and checks
    /// the value against the compiled schema. Prints the pass rate, each exception and schemas that do not compile.
    @Suite struct CorpusSynthesisTests {
        @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
        func everyComponentSchemaSynthesizesAValidValue() throws {
            let files = Corpus.specFiles()
            try #require(!files.isEmpty, "no specs under \(Corpus.root.path)/specs")
            var total = 0
            var failures: [String] = []
            var uncompiled: [String] = []
            for file in files {
                let document = try JSONValue(decoding: Data(contentsOf: file))
                guard let schemas = document["components"]?["schemas"]?.objectValue,
                    let version = document["openapi"]?.stringValue
                else { continue }
                let registry = SchemaRegistry()
                registry.register(document, at: file)
                let compiler = SchemaCompiler(dialect: version.hasPrefix("3.0") ? .openAPI30 : .draft2020_12, registry: registry)
                // Examples off: the values come from the generator alone (spec examples are checked before use anyway).
                let synthesizer = ValueSynthesizer(compiler: compiler, options: SynthesisOptions(preferExamples: false))
                for name in schemas.keys {
                    let pointer = JSONPointer(tokens: ["components", "schemas", name])
                    let label = "\(file.lastPathComponent)#\(pointer)"
                    let schema: Schema
                    do {
                        schema = try compiler.compile(documentURI: file, pointer: pointer)
                    } catch {
                        uncompiled.append("\(label): \(error)")
                        continue
                    }
                    for direction in [ValidationDirection.response, .request] {
                        total += 1
                        let result = synthesizer.synthesize(documentURI: file, pointer: pointer, direction: direction)
                        let problem: String?
                        if let value = result.value {
                            let diagnostics = schema.validate(value, direction: direction)
                            problem = diagnostics.isEmpty ? nil : diagnostics.prefix(2).map(\.description).joined(separator: "; ")
                        } else {
                            problem = "no value: " + result.notes.joined(separator: "; ")
                        }
                        if let problem { failures.append("\(label) [\(direction)]: \(problem)") }
                    }
                }
            }
            let passed = total - failures.count
            print("corpus synthesis: \(passed)/\(total) valid (\(String(format: "%.2f", 100 * Double(passed) / Double(max(total, 1))))%)")
            for failure in failures { print("  exception: \(failure)") }
            for schema in uncompiled { print("  not compiled (skipped): \(schema)") }
            #expect(failures.isEmpty)
        }
    }
}
