import ContractStubCore
import Foundation

/// `contractstub-differential --readers <spec>…` (part of `make differential`): for every example and default of
/// each spec, and a value synthesized from the same schema for each side, the bodies of ``BodyMutations``
/// are read by both readers and checked against the schema, as a tree and by the validating scan (see
/// ``ReaderComparison``); any difference is printed.
package struct ReaderDifferential {
    /// Bodies compared so far.
    package private(set) var bodies = 0
    /// Bodies both readers read (the rest both refused, with the same error).
    package private(set) var readBodies = 0
    /// How the validating scan answered for each body as a response: by itself (valid, invalid) or by leaving it to
    /// the tree (undecided).
    package private(set) var scanOutcomes: [SchemaScan.Outcome: Int] = [:]
    /// Specs that could not be loaded.
    package private(set) var skippedSpecs: [String] = []
    /// The differences found, one line each.
    package private(set) var differences: [String] = []

    /// An empty tally.
    package init() {}

    /// Compares the readers over every site of the spec at `path`.
    package mutating func compare(specAt path: String) {
        guard let contract = try? Contract(contentsOf: URL(fileURLWithPath: path)) else {
            skippedSpecs.append(path)
            return
        }
        let registry = SchemaRegistry()
        for document in contract.documents { registry.register(document.json, at: document.url) }
        let synthesizer = ValueSynthesizer(compiler: SchemaCompiler(dialect: contract.dialect, registry: registry))
        for (number, site) in ExampleSite.all(in: contract).enumerated() {
            var values = [site.value]
            for direction in [ValidationDirection.request, .response] {
                let location = site.schemaLocation
                if let value = synthesizer.synthesize(documentURI: location.documentURL, pointer: location.pointer, direction: direction)
                    .value
                {
                    values.append(value)
                }
            }
            var mutations = BodyMutations(seed: UInt64(number))
            for value in values {
                for body in mutations.bodies(from: value) { compare(body, schema: site.schema, at: "\(path) \(site.location.pointer)") }
            }
        }
    }

    private mutating func compare(_ body: Data, schema: Schema, at site: String) {
        bodies += 1
        scanOutcomes[schema.scan(body, direction: .response), default: 0] += 1
        if let difference = ReaderComparison.difference(in: body, schema: schema) {
            differences.append("\(site): \(difference) — body: \(String(decoding: body.prefix(300), as: UTF8.self))")
        }
        if (try? JSONValue(decodingInstance: body)) != nil {
            readBodies += 1
        }
    }

    /// The counts, then each difference (at most 50).
    package var report: String {
        var lines = [
            "reader differential: \(bodies) bodies (\(readBodies) read and validated in both directions, \(bodies - readBodies) refused), "
                + "\(differences.count) differences between JSONDecoder and the instance reader, or between the validating scan "
                + "and the tree",
            "validating scan, as responses: \(scanOutcomes[.valid] ?? 0) shown valid, \(scanOutcomes[.invalid] ?? 0) shown invalid, "
                + "\(scanOutcomes[.undecided] ?? 0) left to the tree",
        ]
        if !skippedSpecs.isEmpty { lines.append("  \(skippedSpecs.count) files are not loadable specs and were skipped") }
        lines += differences.prefix(50).map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}
