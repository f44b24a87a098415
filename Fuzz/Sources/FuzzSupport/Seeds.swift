import Foundation

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

/// Seed inputs for each target, derived from the specs so that fuzzing starts from realistic documents.
public enum Seeds {
    /// Every spec file as it is on disk, and the Swagger 2.0 documents of ``swagger2Documents``.
    public static func specFiles() throws -> [Data] {
        try Specs.allFiles().map { try Data(contentsOf: $0) } + swagger2Documents.map { Data($0.utf8) }
    }

    /// `pattern` values that reach each part of the ECMA-262 rewriting: named groups, classes, escapes, Annex B
    /// braces, and patterns ICU rejects (fuzz-pattern).
    public static func patterns() -> [Data] {
        [
            "^[a-z]+[0-9]*$", #"^(?<item_id>[a-z0-9-]{32,36}):(?<rest_of_path>.*)$"#, #"\p{L}+\d"#, "[^]", "[]", #"\cA\ca"#,
            "(a+)+$", #"^\d{3}-\d{4}$"#, "[", "(?<=x)y", #"\k<n>(?<n>a)"#, "a{,3}", "x{2,1}", #"\u{1F600}"#, #"[\w-\s]"#, "$^",
            #"\b\B\v\s"#, "(?:a|b|)+", "\\", "a**",
        ].map { Data($0.utf8) }
    }

    /// For each component schema of each single-file spec, a ``SchemaDocument`` holding the spec's components,
    /// `schema: {"$ref": …}` and a synthesized instance.
    public static func schemaDocuments() throws -> [Data] {
        var seeds: [Data] = []
        for url in Specs.allFiles() {
            guard let contract = try? Contract(contentsOf: url), contract.documents.count == 1,
                let spec = contract.documents.first?.json, let components = spec["components"],
                let schemas = components["schemas"]?.objectValue
            else { continue }
            let synthesizer = SampleExchange.valueSynthesizer(for: contract)
            for name in schemas.keys {
                let pointer = JSONPointer(tokens: ["components", "schemas", name])
                let instance = synthesizer.synthesize(documentURI: contract.url, pointer: pointer).value ?? .null
                let document: JSONValue = .object(
                    JSONObject([
                        ("openapi", spec["openapi"] ?? .null), ("components", components),
                        ("schema", .object(JSONObject([("$ref", .string("#" + pointer.description))]))),
                        ("instance", instance),
                    ]))
                seeds.append(Data(document.serialized().utf8))
            }
        }
        return seeds
    }

    /// One request per operation of the request contracts, in ``RequestText`` form.
    public static func requests() -> [Data] {
        Specs.requestContracts().flatMap { contract in
            contract.operations.map { RequestText.render(SampleExchange.request(for: $0, in: contract)) }
        }
    }

    /// One traffic log per request contract: a line per operation with its request and a synthesized response.
    public static func trafficLogs() -> [Data] {
        Specs.requestContracts().map { contract in
            let synthesizer = ResponseSynthesizer(contract: contract)
            let lines = contract.operations.map { operation in
                SampleExchange.logLine(
                    request: SampleExchange.request(for: operation, in: contract),
                    response: try? synthesizer.response(for: operation))
            }
            return Data(lines.joined(separator: "\n").utf8)
        }
    }

    /// Response bodies synthesized for every operation of the request contracts, and bodies that must give a finding,
    /// never a crash: truncated, invalid UTF-8, lone surrogates, 10,000-deep nesting, numbers beyond `Double`.
    public static func bodies() -> [Data] {
        let synthesized = Specs.requestContracts().flatMap { contract in
            let synthesizer = ResponseSynthesizer(contract: contract)
            return contract.operations.compactMap { try? synthesizer.response(for: $0).body }
        }
        let malformed: [[UInt8]] = [
            Array(#"{"id":1,"name":"Rex","tags":["a""#.utf8), [0x5B, 0x22, 0xFF, 0xC3, 0x22, 0x5D],
            Array(#"["\ud800", "\udc00x", "\ud83d\ude00"]"#.utf8), Array(repeating: UInt8(ascii: "["), count: 10_000),
            Array("[1e400, -1e400, 1e-400, 12345678901234567.5, 123456789012345678901234567890, -0]".utf8),
            [0xEF, 0xBB, 0xBF] + Array(#"{"a":1,"a":2,}"#.utf8),
        ]
        return synthesized + malformed.map { Data($0) }
    }
}
