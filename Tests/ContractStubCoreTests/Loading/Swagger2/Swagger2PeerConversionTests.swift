import Foundation
import Testing

@testable import ContractStubCore

/// Every Swagger 2.0 spec of the corpus, converted to OpenAPI 3.0 by a peer (kin-openapi's `openapi2conv`, the Go
/// library, run by `make swagger2-equivalence`, which sets `CONTRACTSTUB_SWAGGER2_CONVERTED` to the folder of its
/// output), gives the same routes, verdicts on planted violations and synthesized answers as the 2.0 original.
@Suite struct Swagger2PeerConversionTests {
    /// Where the peer's conversion says something else than the 2.0 original, for a whole spec (each reviewed by hand;
    /// each must still differ somewhere, so that an entry that no longer applies fails).
    static let peerDifferences: [String: (aspect: Swagger2EquivalenceTests.Aspect, reason: String)] = [
        "amazonaws.com__cloudfront__2017-03-25": (
            .answers, "the peer ignores the document's `produces: [text/xml]` and answers application/json"
        ),
        "api-with-examples": (.answers, "the peer drops a response's `examples` when the response has no `schema`"),
    ]

    /// The folder of converted specs, `<name>.json` for each 2.0 spec the converter accepted.
    static let converted = ProcessInfo.processInfo.environment["CONTRACTSTUB_SWAGGER2_CONVERTED"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
    }
    static let isAvailable = Corpus.isAvailable && converted != nil
    static let needsConversions: Comment = "needs the peer's conversions: run `make swagger2-equivalence`"

    /// The 2.0 originals, by name.
    static let originals: [String: URL] = {
        var found: [String: URL] = [:]
        for folder in ["specs-swagger2/oai-examples/json", "specs-swagger2/apis-guru"] {
            let url = Corpus.file(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where name.hasSuffix(".json") {
                found[String(name.dropLast(5))] = url.appendingPathComponent(name)
            }
        }
        return found
    }()

    /// The names the peer converted.
    static let names: [String] = {
        guard let converted else { return [] }
        let files = (try? FileManager.default.contentsOfDirectory(atPath: converted.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static func pair(_ name: String) throws -> (swagger2: Contract, openAPI3: Contract) {
        let original = try #require(originals[name], "no 2.0 original named \(name)")
        let conversion = try #require(converted?.appendingPathComponent("\(name).json"))
        return (try Contract(contentsOf: original), try Contract(contentsOf: conversion))
    }

    @Test(.enabled(if: isAvailable, needsConversions))
    func thePeerConvertedTheCorpus() {
        // slack.com's spec is refused by the peer (an `items` it cannot read); every other one converts.
        #expect(Self.names.count >= Self.originals.count - 1, "\(Self.names.count) of \(Self.originals.count)")
    }

    @Test(.enabled(if: isAvailable, needsConversions), arguments: names)
    func theConversionRoutesTheSameOperations(_ name: String) throws {
        let (swagger2, openAPI3) = try Self.pair(name)
        // The peer writes `*/*` for a body where the 2.0 spec names no `consumes`; ContractStub reads JSON (the
        // convention of 2.0 APIs). Both check a JSON body alike (the verdicts below), so only the name is mapped.
        let converted = Swagger2EquivalenceTests.routes(openAPI3, leavingOut: []).map {
            $0.replacingOccurrences(of: #"["*/*"]"#, with: #"["application/json"]"#)
        }
        #expect(Swagger2EquivalenceTests.routes(swagger2, leavingOut: []) == converted)
    }

    @Test(.enabled(if: isAvailable, needsConversions), arguments: names)
    func theConversionGivesTheSameVerdicts(_ name: String) throws {
        let (swagger2, openAPI3) = try Self.pair(name)
        let requests = Swagger2EquivalenceTests.plantedRequests(swagger2)
        let verdicts2 = Swagger2EquivalenceTests.verdicts(of: requests, by: swagger2)
        let verdicts3 = Swagger2EquivalenceTests.verdicts(of: requests, by: openAPI3)
        for (index, request) in requests.enumerated() where verdicts2[index] != verdicts3[index] {
            Issue.record("\(request.label): 2.0 \(verdicts2[index]) vs 3.0 \(verdicts3[index])")
        }
    }

    @Test(.enabled(if: isAvailable, needsConversions), arguments: names)
    func theConversionSynthesizesTheSameAnswers(_ name: String) throws {
        let (swagger2, openAPI3) = try Self.pair(name)
        let synthesizers = (ResponseSynthesizer(contract: swagger2), ResponseSynthesizer(contract: openAPI3))
        var differing: [String] = []
        for operation in swagger2.operations {
            let label = Swagger2EquivalenceTests.label(operation)
            let twin = try #require(openAPI3.operations.first { Swagger2EquivalenceTests.label($0) == label })
            let answers = (try? synthesizers.0.response(for: operation), try? synthesizers.1.response(for: twin))
            if answers.0?.status != answers.1?.status || answers.0?.headers["Content-Type"] != answers.1?.headers["Content-Type"]
                || !Swagger2EquivalenceTests.sameBody(answers.0?.body ?? Data(), answers.1?.body ?? Data())
            {
                differing.append("\(label): \(Self.describe(answers.0)) vs \(Self.describe(answers.1))")
            }
        }
        if let known = Self.peerDifferences[name], known.aspect == .answers {
            #expect(!differing.isEmpty, "\(name) is listed as answering otherwise in the peer's conversion, but no longer does")
        } else {
            #expect(differing.isEmpty, "\(differing.prefix(10).joined(separator: "\n"))")
        }
    }

    static func describe(_ response: HTTPResponse?) -> String {
        guard let response else { return "no answer" }
        return "\(response.status) \(response.headers["Content-Type"] ?? "-") \(String(decoding: response.body.prefix(300), as: UTF8.self))"
    }
}
