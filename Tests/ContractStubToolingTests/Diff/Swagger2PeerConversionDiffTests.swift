import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubTooling

/// `diff` between each Swagger 2.0 spec of the corpus and its OpenAPI 3.0 conversion by a peer (kin-openapi's
/// `openapi2conv`, written by `make swagger2-equivalence`, which sets `CONTRACTSTUB_SWAGGER2_CONVERTED`) reports no
/// breaking change but what the peer's conversion really changes.
@Suite struct Swagger2PeerConversionDiffTests {
    /// The breaking rules the peer's conversions may show, each a real change of the peer's (reviewed by hand); each
    /// must still be seen somewhere, so that an entry that no longer applies fails.
    static let peerChanges: [String: String] = [
        "diff.response.media-type.removed":
            "the peer ignores a document-wide `produces` (CloudFront's text/xml, SimplyRETS's vendor type, text/json, XML beside JSON) and drops a response's `examples` when it has no `schema`",
        "diff.parameter.style-changed":
            "the peer writes a `collectionFormat: csv` query array as `style: form` without `explode: false`, so its explode becomes true",
    ]

    static let converted = ProcessInfo.processInfo.environment["CONTRACTSTUB_SWAGGER2_CONVERTED"].map {
        URL(fileURLWithPath: $0, isDirectory: true)
    }
    static let isAvailable = Corpus.isAvailable && converted != nil
    static let needsConversions: Comment = "needs the peer's conversions: run `make swagger2-equivalence`"

    /// Each 2.0 original the peer converted, with its conversion.
    static let pairs: [(original: URL, conversion: URL)] = {
        guard let converted else { return [] }
        var found: [(URL, URL)] = []
        for folder in ["specs-swagger2/oai-examples/json", "specs-swagger2/apis-guru"] {
            let url = Corpus.file(folder)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() where name.hasSuffix(".json") {
                let conversion = converted.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: conversion.path) { found.append((url.appendingPathComponent(name), conversion)) }
            }
        }
        return found
    }()

    @Test(.enabled(if: isAvailable, needsConversions))
    func diffShowsOnlyWhatThePeerReallyChanged() throws {
        #expect(Self.pairs.count >= 30)
        var seen = Set<String>()
        for (original, conversion) in Self.pairs {
            let changes = SpecDiff(old: try Contract(contentsOf: original), new: try Contract(contentsOf: conversion)).changes
            for change in changes where change.severity == .breaking {
                seen.insert(change.rule)
                if Self.peerChanges[change.rule] == nil { Issue.record("\(original.lastPathComponent): \(change)") }
            }
        }
        #expect(seen == Set(Self.peerChanges.keys))
    }
}
