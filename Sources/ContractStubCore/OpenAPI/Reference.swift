extension OpenAPI {
    /// A `$ref` typed by what it must point at: a `Reference<Parameter>` can only land on a Parameter Object.
    ///
    /// References are resolved while the document is read, so ``value`` already holds the object at the
    /// end of the chain (`nil` when it could not be resolved; a `ref.*` diagnostic says why).
    package struct Reference<Target: Sendable>: Sendable {
        /// The `$ref` text as written, e.g. `#/components/parameters/limit` or `common.json#/Pet`.
        package let ref: String
        /// Where the object holding `$ref` is.
        package let location: SpecLocation
        /// Where the chain of references ended, when it could be followed.
        package let target: SpecLocation?
        /// The object the reference resolves to.
        package let value: Target?
        /// The `summary` beside `$ref` (OpenAPI 3.1), overriding the target's.
        package let summary: String?
        /// The `description` beside `$ref` (OpenAPI 3.1), overriding the target's.
        package let description: String?

        /// A reference; normally made by the decoder.
        package init(
            ref: String, location: SpecLocation, target: SpecLocation?, value: Target?, summary: String? = nil,
            description: String? = nil
        ) {
            self.ref = ref
            self.location = location
            self.target = target
            self.value = value
            self.summary = summary
            self.description = description
        }
    }
}
