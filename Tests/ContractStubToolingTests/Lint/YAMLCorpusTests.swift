import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// The YAML specs of the shared corpus (DigitalOcean's multi-file API, the OpenAPI Initiative's examples) load, resolve
/// and compile; a YAML example with a JSON twin reads as the same document and validates to the same findings.
/// Without the corpus the tests are skipped, with the reason.
@Suite("YAML corpus")
struct YAMLCorpusTests {
    static let yamlRoot = Corpus.file("specs-yaml")
    static let digitalOcean = yamlRoot.appendingPathComponent("digitalocean/specification/DigitalOcean-public.v2.yaml")

    /// The OAI examples in YAML, sorted.
    static func examples() -> [URL] {
        let folder = yamlRoot.appendingPathComponent("oai-examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// What `contractstub validate` reports, as `code pointer` lines.
    private func findings(_ url: URL) throws -> [String] {
        let contract = try Contract(contentsOf: url)
        return Linter(strict: true).lint(contract).map { "\($0.code) \($0.specPointer?.description ?? "-")" }.sorted()
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func digitalOceanLoadsResolvesAndCompiles() throws {
        let url = Self.digitalOcean
        let start = Date()
        let contract = try Contract(contentsOf: url)
        let codes = Dictionary(grouping: contract.diagnostics, by: \.code).mapValues(\.count)
        print(
            "yaml corpus: DigitalOcean: \(contract.documents.count) files, \(contract.operations.count) operations, "
                + "diagnostics \(codes.sorted { $0.key < $1.key }), " + String(format: "%.2fs", Date().timeIntervalSince(start)))
        #expect(contract.documents.count > 1000)
        #expect(contract.operations.count > 400)
        #expect(!contract.diagnostics.contains { $0.code.hasPrefix("ref.") || $0.code.hasPrefix("spec.yaml") })
        #expect(!contract.diagnostics.contains { $0.code == "spec.path.parameter.undeclared" })
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func everyOAIExampleLoadsWithoutErrors() throws {
        let files = Self.examples()
        try #require(files.count >= 5, "YAML examples in \(Self.yamlRoot.path)/oai-examples")
        for file in files {
            let contract = try Contract(contentsOf: file)
            print(
                "yaml corpus: \(file.lastPathComponent): \(contract.operations.count) operations, \(contract.diagnostics.count) diagnostics"
            )
            #expect(!contract.diagnostics.contains { $0.severity == .error }, "\(file.lastPathComponent)")
        }
    }

    /// Each YAML example of the corpus with its JSON twin, where the corpus has one.
    static func twins() -> [(URL, URL)] {
        examples().compactMap { yaml -> (URL, URL)? in
            let json = Corpus.file("specs/oai-examples")
                .appendingPathComponent(yaml.deletingPathExtension().lastPathComponent + ".json")
            return FileManager.default.fileExists(atPath: json.path) ? (yaml, json) : nil
        }
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func yamlAndJSONTwinsAreTheSameDocumentWithTheSameFindings() throws {
        let twins = Self.twins()
        try #require(twins.count >= 5, "YAML examples with a JSON twin in the corpus")
        for (yaml, json) in twins {
            let yamlValue = try JSONValue(yaml: Data(contentsOf: yaml))
            let jsonValue = try JSONValue(decoding: Data(contentsOf: json))
            #expect(yamlValue == jsonValue, "\(yaml.lastPathComponent)")
            #expect(try findings(yaml) == findings(json), "\(yaml.lastPathComponent)")
        }
    }
}
