import Foundation

/// Produces a deterministic value that satisfies a schema, for stub responses and request examples.
///
/// Reads raw schemas from the compiler's ``SchemaRegistry`` (following `$ref`s through the documents) and checks
/// candidates against the compiled ``Schema`` of the same location, so spec examples that are invalid are skipped
/// and the `oneOf`/`anyOf` branch used is one whose value validates.
///
/// Order of preference at each schema: `const`; a valid `example`, `examples` entry or `default`; the first valid
/// `enum` value; then a value built from the keywords. Objects get every required property and, by default,
/// optional scalar properties; `readOnly` properties are left out of requests and `writeOnly` ones out of responses.
///
/// ```swift
/// let synthesizer = ValueSynthesizer(compiler: compiler)
/// let pet = synthesizer.synthesize(documentURI: specURL, pointer: "/components/schemas/Pet", direction: .response)
/// pet.value  // {"id": 0, "name": "string"}
/// ```
package final class ValueSynthesizer: Sendable {
    /// Where schemas and compiled validators come from.
    package let compiler: SchemaCompiler
    /// Depth limit and what to include.
    package let options: SynthesisOptions

    /// A synthesizer over the compiler's documents and dialect.
    package init(compiler: SchemaCompiler, options: SynthesisOptions = .init()) {
        self.compiler = compiler
        self.options = options
    }

    /// A value for the schema at `pointer` in the document registered at `documentURI`, valid in `direction`.
    package func synthesize(documentURI: URL, pointer: JSONPointer, direction: ValidationDirection = .response)
        -> SynthesisResult
    {
        let document = SchemaURI.withoutFragment(documentURI.absoluteString)
        var run = SynthesisRun(compiler: compiler, options: options, direction: direction)
        guard let root = (try? compiler.registry.document(at: document))?[pointer] else {
            return SynthesisResult(value: nil, notes: ["no schema at \(document)\(pointer.uriFragment)"])
        }
        let node = OpenAPI.SchemaObject(
            json: root, specLocation: SpecLocation(documentURL: URL(string: document) ?? documentURI, pointer: pointer))
        guard let value = run.value(for: node, depth: 0, variant: 0) else {
            if run.notes.isEmpty {
                run.note("no value satisfies every keyword and allOf branch at once (bounds, types or values conflict)")
            }
            return SynthesisResult(value: nil, notes: run.notes)
        }
        // The answer is checked against the whole schema: a value it refuses is never given, the reason is.
        if let schema = try? compiler.compile(documentURI: URL(string: document) ?? documentURI, pointer: pointer),
            let violation = schema.validate(value, direction: direction).first
        {
            run.note("the closest value built, \(value.serialized()), is refused: \(violation.message)")
            return SynthesisResult(value: nil, notes: run.notes)
        }
        return SynthesisResult(value: value, notes: run.notes)
    }
}
