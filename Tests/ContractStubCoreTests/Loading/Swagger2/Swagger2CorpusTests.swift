import Foundation
import Testing

@testable import ContractStubCore

/// The corpus's Swagger 2.0 specs: the OpenAPI Initiative's examples (JSON and YAML twins) and 32 real specs from
/// the APIs.guru directory all load; the findings on the real ones are the reviewed ones below.
@Suite struct Swagger2CorpusTests {
    static let folder = "specs-swagger2/oai-examples"
    static let examples = [
        "api-with-examples", "petstore-expanded", "petstore-minimal", "petstore-simple", "petstore-with-external-docs",
        "petstore", "uber", "petstore-separate/spec/swagger",
    ]

    /// What a contract reads of a spec: each operation's route, id, parameters and response keys.
    static func routes(_ contract: Contract) -> [String] {
        contract.operations.map { operation in
            let parameters = operation.parameters.map { "\($0.location):\($0.name)" }
            let body = operation.requestBody?.content.keys ?? []
            let responses = operation.responses.map { "\($0.key)" }
            return "\(operation.method) \(operation.path) \(operation.operationId ?? "-") \(parameters) \(body) \(responses)"
        }
    }

    static func contract(_ url: URL) throws -> Contract {
        let separate = url.deletingLastPathComponent().deletingLastPathComponent()
        return try Contract(contentsOf: url, allowedRefRoots: [separate])
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func theExamplesLoadWithoutFindingsAndTheirTwinsAreEqual() throws {
        for name in Self.examples {
            let json = try Self.contract(Corpus.file("\(Self.folder)/json/\(name).json"))
            let yaml = try Self.contract(Corpus.file("\(Self.folder)/yaml/\(name).yaml"))
            #expect(json.diagnostics.map(\.code) == [], "\(name).json")
            #expect(yaml.diagnostics.map(\.code) == [], "\(name).yaml")
            #expect(json.operations.count == yaml.operations.count && !json.operations.isEmpty, "\(name)")
            // The twins differ in places (descriptions, a `type: object`), never in what is routed and checked.
            #expect(Self.routes(json) == Self.routes(yaml), "\(name)")
        }
    }

    @Test(.enabled(if: Corpus.isAvailable, .needsCorpus))
    func theRealSpecsLoadWithOnlyTheReviewedFindings() throws {
        let folder = Corpus.file("specs-swagger2/apis-guru")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count == 32)
        for name in names {
            let contract = try Contract(contentsOf: folder.appendingPathComponent(name))
            #expect(contract.diagnostics.map(\.code) == [], "\(name)")
            #expect(!contract.operations.isEmpty, "\(name)")
        }
    }
}
