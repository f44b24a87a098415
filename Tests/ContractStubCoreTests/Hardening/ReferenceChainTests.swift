import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

extension HardeningTests {
    /// `$ref`s that loop without reaching a schema, and very long chains that do reach one (or reach a broken one).
    ///
    /// A 10,000-link chain first overflowed the stack (SIGSEGV), then, with compiling stopped at 200 `$ref` hops, took
    /// minutes to load: each link started the chain again. Targets now compile from a work list, each once, so these
    /// tests count compiled schemas (`compiledSchemaCount`) rather than time them; the time is printed as a note.
    @Suite struct ReferenceChainTests {
        static let links = 10_000

        @Test func aSelfReferenceIsACycle() throws {
            let error = try requireError(SchemaCompilationError.self) { try compileSchema(##"{"$ref": "#"}"##) }
            #expect(error.diagnostic.code == "ref.cycle")
        }

        /// The loop is reported; no operation reads it, so none is broken and the contract loads (issue 32).
        @Test func aLoopThroughComponentsIsReported() throws {
            let text = HostileInput.spec(
                components: ##"{"schemas":{"A":{"$ref":"#/components/schemas/B"},"B":{"$ref":"#/components/schemas/C"},"##
                    + ##""C":{"$ref":"#/components/schemas/A"}}}"##)
            let contract = try Contract(data: Data(text.utf8), baseURL: SpecTestSupport.memoryURL)
            let failures = contract.diagnostics.filter { $0.code.hasPrefix("ref.") }
            #expect(failures.map(\.code).allSatisfy { $0 == "ref.cycle" })
            #expect(!failures.isEmpty)
            #expect(contract.brokenOperations.isEmpty)
        }

        /// S0 → S1 → … → S10000 → `{"type": "string"}` compiles, each link once, whichever link is compiled first; the
        /// chain is longer than validation follows (512 `$ref` hops), so a value checked at S0 stops with `schema.depth`.
        @Test(arguments: [false, true])
        func aLongChainCompilesEachLinkOnce(lastLinkFirst: Bool) throws {
            let compiler = SchemaCompiler(dialect: .draft2020_12, registry: SchemaRegistry())
            compiler.registry.register(Self.chain(links: Self.links), at: SchemaFixture.mainURI)
            let order = lastLinkFirst ? Array((0...Self.links).reversed()) : Array(0...Self.links)
            let time = HugeBodyTests.seconds {
                for link in order { #expect(throws: Never.self) { try Self.compile(link, with: compiler) } }
            }
            print("note: \(Self.links)-link $ref chain compiled in \(time) s (last link first: \(lastLinkFirst))")
            #expect(compiler.compiledSchemaCount == Self.links + 1)

            let near = try Self.compile(Self.links - 100, with: compiler)
            #expect(near.validate("text").isEmpty)
            #expect(near.validate(1).map(\.code) == ["schema.type"])
            let start = try Self.compile(0, with: compiler)
            let diagnostics = start.validate("text")
            #expect(diagnostics.map(\.code) == ["schema.depth"])
            #expect(diagnostics.first?.message == "validation stopped: more than 512 nested values or $ref hops")
        }

        /// The same chain as an OpenAPI document's components: it loads without diagnostics in both dialects.
        @Test(arguments: ["3.0.3", "3.1.0"])
        func aTenThousandLinkSpecLoads(version: String) throws {
            let text = Self.chainSpec(version: version, end: #"{"type":"string"}"#)
            var contract: Contract?
            let time = HugeBodyTests.seconds { contract = try? Contract(data: Data(text.utf8), baseURL: SpecTestSupport.memoryURL) }
            print("note: \(Self.links)-link $ref chain spec (\(version)) loaded in \(time) s")
            let loaded = try #require(contract)
            #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty)
            let near = try #require(loaded.schema(at: JSONPointer(tokens: ["components", "schemas", "S\(Self.links - 10)"])))
            #expect(near.isValid("text"))
            #expect(near.validate(1).map(\.specPointer) == [JSONPointer(tokens: ["components", "schemas", "S\(Self.links)", "type"])])
        }

        /// A chain whose last link is broken fails at every link with the one error of the broken schema, found once:
        /// the compiler remembers which schemas reach it instead of compiling the chain again from each link.
        @Test func aChainIntoABrokenSchemaIsCompiledOnce() throws {
            let compiler = SchemaCompiler(dialect: .draft2020_12, registry: SchemaRegistry())
            compiler.registry.register(Self.chain(links: Self.links, end: ["type": 5]), at: SchemaFixture.mainURI)
            var errors: Set<Diagnostic> = []
            let time = HugeBodyTests.seconds {
                for link in 0...Self.links {
                    do throws(SchemaCompilationError) {
                        _ = try Self.compile(link, with: compiler)
                    } catch {
                        errors.insert(error.diagnostic)
                    }
                }
            }
            print("note: \(Self.links)-link $ref chain into a broken schema compiled in \(time) s")
            #expect(errors.map(\.code) == ["schema.invalid"])
            #expect(errors.first?.specPointer == JSONPointer(tokens: ["$defs", "S\(Self.links)", "type"]))
            #expect(compiler.compiledSchemaCount == Self.links + 1)
        }

        /// The same as a spec: one error diagnostic, not one per link.
        @Test func aTenThousandLinkSpecIntoABrokenSchemaReportsItOnce() throws {
            let text = Self.chainSpec(version: "3.1.0", end: #"{"type":5}"#)
            let contract = try Contract(data: Data(text.utf8), baseURL: SpecTestSupport.memoryURL)
            #expect(SpecTestSupport.summary(contract.diagnostics) == ["schema.invalid @ /components/schemas/S\(Self.links)/type"])
            #expect(contract.schema(at: "/components/schemas/S0") == nil)
        }

        /// A chain that ends in a ref-only loop: every link fails with the loop's `ref.cycle`, found once.
        @Test func aChainIntoARefOnlyLoopIsOneCycle() throws {
            let compiler = SchemaCompiler(dialect: .draft2020_12, registry: SchemaRegistry())
            let loop = JSONValue.object(JSONObject([("$ref", .string("#/$defs/S\(Self.links - 1)"))]))
            compiler.registry.register(Self.chain(links: Self.links, end: loop), at: SchemaFixture.mainURI)
            var errors: Set<Diagnostic> = []
            for link in 0...Self.links {
                do throws(SchemaCompilationError) {
                    _ = try Self.compile(link, with: compiler)
                } catch {
                    errors.insert(error.diagnostic)
                }
            }
            #expect(errors.map(\.code) == ["ref.cycle"])
            #expect(compiler.compiledSchemaCount == Self.links + 1)
        }

        /// Subschemas written inside one another still stop at the compile depth limit (they use the stack).
        @Test func deeplyNestedSubschemasStopAtTheDepthLimit() throws {
            var schema: JSONValue = ["type": "integer"]
            for _ in 0..<1_000 { schema = ["type": "array", "items": schema] }
            let compiler = SchemaCompiler(dialect: .draft2020_12, registry: SchemaRegistry())
            compiler.registry.register(schema, at: SchemaFixture.mainURI)
            let error = try requireError(SchemaCompilationError.self) {
                try compiler.compile(documentURI: SchemaFixture.mainURI, pointer: .root)
            }
            #expect(error.diagnostic.code == "schema.depth")
            #expect(error.diagnostic.message == "compiling stopped: more than 200 nested subschemas")
            #expect(error.diagnostic.specPointer?.tokens.count == SchemaCompiler.maximumDepth)
        }

        /// `{"$defs": {"S0": {"$ref": "#/$defs/S1"}, …, "S<links>": end}}`.
        static func chain(links: Int, end: JSONValue = ["type": "string"]) -> JSONValue {
            var defs = (0..<links).map { index in
                ("S\(index)", JSONValue.object(JSONObject([("$ref", .string("#/$defs/S\(index + 1)"))])))
            }
            defs.append(("S\(links)", end))
            return .object(JSONObject([("$defs", .object(JSONObject(defs)))]))
        }

        /// An OpenAPI document whose component schemas are such a chain, ending in `end` (JSON text).
        static func chainSpec(version: String, end: String) -> String {
            let links = (0..<Self.links).map { ##""S\##($0)":{"$ref":"#/components/schemas/S\##($0 + 1)"}"## }
            let schemas = "{" + links.joined(separator: ",") + #","S\#(Self.links)":"# + end + "}"
            return #"{"openapi":"\#(version)","info":{"title":"t","version":"1"},"paths":{},"components":{"schemas":"#
                + schemas + "}}"
        }

        /// Compiles link `link` of the main document's chain.
        static func compile(_ link: Int, with compiler: SchemaCompiler) throws(SchemaCompilationError) -> Schema {
            try compiler.compile(documentURI: SchemaFixture.mainURI, pointer: JSONPointer(tokens: ["$defs", "S\(link)"]))
        }
    }
}
