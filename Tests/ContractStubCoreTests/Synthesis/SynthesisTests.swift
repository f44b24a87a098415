import Foundation
import Testing

@testable import ContractStubCore

/// Groups the synthesis suites so `swift test --filter Synthesis` selects them.
@Suite enum SynthesisTests {}

/// Synthesizes the schema at `pointer` of a fixture and checks the key property: the value validates.
func synthesizeValid(
    _ fixture: SchemaFixture, _ pointer: JSONPointer = .root, direction: ValidationDirection = .response,
    options: SynthesisOptions = .init(), sourceLocation: SourceLocation = #_sourceLocation
) throws -> JSONValue? {
    let result = ValueSynthesizer(compiler: fixture.compiler, options: options)
        .synthesize(documentURI: SchemaFixture.mainURI, pointer: pointer, direction: direction)
    let value = try #require(result.value, "no value; notes: \(result.notes)", sourceLocation: sourceLocation)
    let schema = try fixture.schema(pointer)
    let diagnostics = schema.validate(value, direction: direction)
    #expect(diagnostics.isEmpty, "\(value.serialized()) is invalid: \(diagnostics)", sourceLocation: sourceLocation)
    return value
}
