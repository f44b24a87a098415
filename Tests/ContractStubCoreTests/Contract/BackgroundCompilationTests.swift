import Foundation
import Testing

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

/// Schema positions compile on another core while the model is read; the contract's own pass then finds them done.
@Suite("Background compilation")
struct BackgroundCompilationTests {
    private let url = URL(fileURLWithPath: "/tmp/background-compilation.json")

    private func document(version: String, dialect: String? = nil) throws -> JSONValue {
        let extra = dialect.map { #", "jsonSchemaDialect": "\#($0)""# } ?? ""
        let components = #"{"schemas": {"Pet": {"type": "object"}, "Tag": {"type": "string"}}}"#
        return try JSONValue(decoding: Data(SpecTestSupport.document(version: version, components: components, extra: extra).utf8))
    }

    @Test func handsOverTheCompilerWithTheQueuedPositionsCompiled() throws {
        let compilation = BackgroundCompilation(json: try document(version: "3.0.3"), url: url)
        compilation.enqueue(SpecLocation(documentURL: url, pointer: "/components/schemas/Pet"))
        compilation.enqueue(SpecLocation(documentURL: url, pointer: "/components/schemas/Tag"))
        let compiler = try #require(compilation.finish(dialect: .openAPI30))
        // Compiling a location already compiled returns the same schema.
        let pet = try compiler.compile(documentURI: url, pointer: "/components/schemas/Pet")
        let petAgain = try compiler.compile(documentURI: url, pointer: "/components/schemas/Pet")
        #expect(pet === petAgain)
        let compiledInBackground = compiler.compiledSchemaCount
        #expect(compiledInBackground >= 2)
        _ = try compiler.compile(documentURI: url, pointer: "/components/schemas/Tag")
        #expect(compiler.compiledSchemaCount == compiledInBackground)
    }

    @Test(arguments: [
        ("3.0.3", nil, SchemaDialect.openAPI30), ("3.1.0", nil, .draft2020_12),
        ("3.1.0", "http://json-schema.org/draft-04/schema#", .draft4), ("3.1.0", "https://example.com/own", .draft2020_12),
    ])
    func readsTheDialectAsTheModelDoes(version: String, dialect: String?, expected: SchemaDialect) throws {
        let json = try document(version: version, dialect: dialect)
        let model = try SpecLoader.load(json: json, url: url).document
        #expect(SchemaDialect.of(model).0 == expected)
        #expect(BackgroundCompilation(json: json, url: url).finish(dialect: expected) != nil)
    }

    @Test func keepsNothingWhenTheModelReadsAnotherDialect() throws {
        let compilation = BackgroundCompilation(json: try document(version: "3.0.3"), url: url)
        compilation.enqueue(SpecLocation(documentURL: url, pointer: "/components/schemas/Pet"))
        #expect(compilation.finish(dialect: .draft2020_12) == nil)
    }
}
