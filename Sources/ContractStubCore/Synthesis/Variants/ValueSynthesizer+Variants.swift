import Foundation

extension ValueSynthesizer {
    /// The single-change variants of `base` that the schema at `pointer` in `documentURI` accepts in `direction`,
    /// in document order, without repeats and without `base` itself (see ``ValueVariant``).
    package func variants(of base: JSONValue, documentURI: URL, pointer: JSONPointer, direction: ValidationDirection = .response)
        -> [ValueVariant]
    {
        let document = SchemaURI.withoutFragment(documentURI.absoluteString)
        guard let root = (try? compiler.registry.document(at: document))?[pointer] else { return [] }
        let location = SpecLocation(documentURL: URL(string: document) ?? documentURI, pointer: pointer)
        var run = SynthesisRun(compiler: compiler, options: options, direction: direction)
        let proposed = run.variants(of: base, for: OpenAPI.SchemaObject(json: root, specLocation: location), path: "", depth: 0)
        let compiled = try? compiler.compile(documentURI: location.documentURL, pointer: pointer)
        var seen: Set<JSONValue> = [base]
        var names: Set<String> = []
        return proposed.filter { variant in
            (compiled?.isValid(variant.value, direction: direction) ?? true) && seen.insert(variant.value).inserted
                && names.insert(variant.name).inserted
        }
    }
}
