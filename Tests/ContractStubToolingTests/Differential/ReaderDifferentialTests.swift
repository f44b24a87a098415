import ContractStubCore
import Foundation
import Testing

@testable import ContractStubTooling

@Suite("Reader differential")
struct ReaderDifferentialTests {
    static let specs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../specs")
        .standardizedFileURL

    @Test func theReadersAgreeOnEveryBodyMadeFromTheRepositorySpecs() {
        var differential = ReaderDifferential()
        for name in ["petstore.json", "bookshop.json"] { differential.compare(specAt: Self.specs.appendingPathComponent(name).path) }
        #expect(differential.differences == [])
        #expect(differential.bodies > 100)
        #expect(differential.readBodies > 0 && differential.readBodies < differential.bodies)
        // The scan decides most bodies itself, both ways, and leaves the broken ones to the tree.
        #expect((differential.scanOutcomes[.valid] ?? 0) > 10)
        #expect((differential.scanOutcomes[.invalid] ?? 0) > 10)
        #expect((differential.scanOutcomes[.undecided] ?? 0) > 10)
    }

    @Test func theScanIsComparedWithTheTreeOnReadAndBrokenBodies() throws {
        let registry = SchemaRegistry()
        let url = URL(string: "https://example.test/s.json")!
        registry.register(["type": "object", "properties": ["a": ["type": "string"]]], at: url)
        let schema = try SchemaCompiler(dialect: .draft2020_12, registry: registry).compile(documentURI: url, pointer: .root)
        #expect(ReaderComparison.difference(in: Data(#"{"a": "x"}"#.utf8), schema: schema) == nil)
        #expect(ReaderComparison.difference(in: Data(#"{"a": 1, "a": "x"}"#.utf8), schema: schema) == nil)
        #expect(ReaderComparison.difference(in: Data(#"{"a": "#.utf8), schema: schema) == nil)
    }

    @Test func mutationsAreDeterministicAndIncludeBrokenBodies() {
        var first = BodyMutations(seed: 7)
        var second = BodyMutations(seed: 7)
        let value: JSONValue = ["id": 1, "name": "Rex", "tags": ["a"]]
        let bodies = first.bodies(from: value)
        #expect(bodies == second.bodies(from: value))
        #expect(bodies.contains { (try? JSONValue(decodingInstance: $0)) == nil })
        #expect(bodies.contains { (try? JSONValue(decodingInstance: $0)) == value })
    }

    /// `JSONDecoder` never reads the value of a repeated key, so it takes `{"a":1,"a":2+}` for `{"a":1}`; the body
    /// reader refuses it, as `JSONSerialization` does: not a difference. Where `JSONSerialization` reads the bytes, a
    /// refusal by the body reader still is one.
    @Test func aValueJSONDecoderSkipsUnreadIsNoDifference() throws {
        let lenient = Data(#"{"a":1,"a":2+}"#.utf8)
        #expect((try? JSONValue(decoding: lenient)) == ["a": 1])
        #expect((try? JSONValue(decodingInstance: lenient)) == nil)
        #expect(ReaderComparison.difference(in: lenient) == nil)
        let regression = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Fuzz/Corpus/fuzz-body/repeated-key-invalid-number.json")
        #expect(ReaderComparison.difference(in: try Data(contentsOf: regression)) == nil)
    }

    @Test func agreesOnTrailingCommasAndInvalidBytes() {
        #expect(ReaderComparison.difference(in: Data(#"{"a":[1,2,]}"#.utf8)) == nil)
        #expect(ReaderComparison.difference(in: Data([0x5B, 0xFF])) == nil)
    }
}
