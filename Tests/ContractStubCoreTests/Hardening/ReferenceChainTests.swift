import Foundation
import Testing

@testable import ContractStubCore

extension HardeningTests {
    /// `$ref`s that loop without reaching a schema, and very long chains that do reach one.
    @Suite struct ReferenceChainTests {
        @Test func aSelfReferenceIsACycle() throws {
            let error = try #require(throws: SchemaCompilationError.self) { try compileSchema(##"{"$ref": "#"}"##) }
            #expect(error.diagnostic.code == "ref.cycle")
        }

        @Test func aLoopThroughComponentsFailsTheSpecLoad() throws {
            let text = HostileInput.spec(
                components: ##"{"schemas":{"A":{"$ref":"#/components/schemas/B"},"B":{"$ref":"#/components/schemas/C"},"##
                    + ##""C":{"$ref":"#/components/schemas/A"}}}"##)
            let error = try #require(throws: SpecLoadError.self) {
                try Contract(data: Data(text.utf8), baseURL: SpecTestSupport.memoryURL)
            }
            #expect(error.code == "spec.refs.unresolved")
            #expect(error.diagnostics.map(\.code).allSatisfy { $0 == "ref.cycle" })
            #expect(!error.diagnostics.isEmpty)
        }

        /// S0 → S1 → … → S10000 → `{"type": "string"}`: compiling stops at the depth limit instead of overflowing the
        /// stack (found with a 10,000-link chain, which crashed with SIGSEGV before the limit).
        @Test func aLongChainStopsCompilingAtTheDepthLimit() throws {
            let compiler = SchemaCompiler(dialect: .draft2020_12, registry: SchemaRegistry())
            let document = Self.chain(links: 10_000)
            compiler.registry.register(document, at: SchemaFixture.mainURI)
            let error = try #require(throws: SchemaCompilationError.self) {
                try compiler.compile(documentURI: SchemaFixture.mainURI, pointer: "/$defs/S0")
            }
            #expect(error.diagnostic.code == "schema.depth")
            #expect(error.diagnostic.message == "compiling stopped: more than 200 nested subschemas or $ref hops")
            let near = try compiler.compile(documentURI: SchemaFixture.mainURI, pointer: "/$defs/S9900")
            #expect(near.validate("text").isEmpty)
            #expect(near.validate(1).map(\.code) == ["schema.type"])
        }

        /// `{"$defs": {"S0": {"$ref": "#/$defs/S1"}, …, "S<links>": {"type": "string"}}}`.
        static func chain(links: Int) -> JSONValue {
            var defs = (0..<links).map { index in
                ("S\(index)", JSONValue.object(JSONObject([("$ref", .string("#/$defs/S\(index + 1)"))])))
            }
            defs.append(("S\(links)", .object(JSONObject([("type", "string")]))))
            return .object(JSONObject([("$defs", .object(JSONObject(defs)))]))
        }
    }
}
