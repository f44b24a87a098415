/// Settings for ``ValueSynthesizer``.
package struct SynthesisOptions: Sendable, Hashable {
    /// Nesting depth after which only what validity demands is produced (required properties, `minItems` items);
    /// recursion stops for good at twice this depth.
    package var maximumDepth: Int
    /// Whether spec values (`example`, `examples`, `default`) are preferred over synthesized ones when they are valid.
    package var preferExamples: Bool
    /// Whether optional properties whose schema is a scalar (string, number, integer, boolean) are filled in too.
    /// Optional objects and arrays are always left out, to keep stubs small and finite.
    package var includeOptionalScalars: Bool

    /// The defaults: depth 6, examples preferred, optional scalars included.
    package init(maximumDepth: Int = 6, preferExamples: Bool = true, includeOptionalScalars: Bool = true) {
        self.maximumDepth = maximumDepth
        self.preferExamples = preferExamples
        self.includeOptionalScalars = includeOptionalScalars
    }
}
