import Foundation
import Testing

@testable import ContractStubSchema

/// Compiles schemas written as JSON text for tests.
struct SchemaFixture {
    static let mainURI = URL(string: "https://example.test/spec.json")!

    let registry: SchemaRegistry
    let compiler: SchemaCompiler

    /// A fixture whose main document is `json`; `others` are registered at their URIs.
    init(_ json: String, dialect: SchemaDialect = .draft2020_12, options: SchemaCompilerOptions = .init(), others: [String: String] = [:])
        throws
    {
        registry = SchemaRegistry()
        registry.register(try JSONValue(decoding: Data(json.utf8)), at: Self.mainURI)
        for (uri, text) in others { registry.register(try JSONValue(decoding: Data(text.utf8)), at: URL(string: uri)!) }
        compiler = SchemaCompiler(dialect: dialect, registry: registry, options: options)
    }

    /// The schema at `pointer` of the main document.
    func schema(_ pointer: JSONPointer = .root) throws(SchemaCompilationError) -> Schema {
        try compiler.compile(documentURI: Self.mainURI, pointer: pointer)
    }
}

/// Compiles `json` as the root schema.
func compileSchema(_ json: String, dialect: SchemaDialect = .draft2020_12, options: SchemaCompilerOptions = .init()) throws -> Schema {
    try SchemaFixture(json, dialect: dialect, options: options).schema()
}

/// `compileSchema` with a typed throw (test JSON is known to decode).
func compileSchemaTyped(_ json: String, dialect: SchemaDialect = .draft2020_12) throws(SchemaCompilationError) -> Schema {
    let fixture = try! SchemaFixture(json, dialect: dialect)
    return try fixture.schema()
}

/// Decodes a JSON instance.
func instance(_ json: String) throws -> JSONValue {
    try JSONValue(decoding: Data(json.utf8))
}

/// The compilation error `body` throws, or `nil`.
func compilationError(_ body: () throws(SchemaCompilationError) -> Schema) -> SchemaCompilationError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

extension Schema {
    /// `isValid`, `validate` and `isValid(json:)` (the validating scan) must agree; returns the verdict.
    func accepts(_ json: String, direction: ValidationDirection = .none) throws -> Bool {
        let value = try instance(json)
        let valid = isValid(value, direction: direction)
        #expect(validate(value, direction: direction).isEmpty == valid, "isValid and validate disagree on \(json)")
        // The validating scan of the same text must give the tree's answer.
        #expect(isValid(json: Data(json.utf8), direction: direction) == valid, "the scan and the tree disagree on \(json)")
        return valid
    }

    /// The violation codes for `json`.
    func codes(_ json: String, direction: ValidationDirection = .none) throws -> [String] {
        validate(try instance(json), direction: direction).map(\.code)
    }
}
