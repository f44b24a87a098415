extension OpenAPI {
    /// The Example Object: a literal `value` or an `externalValue` URL, never both; from OpenAPI 3.2 also the data
    /// (`dataValue`) and its serialised form (`serializedValue`), which replace `value`.
    package struct Example: Sendable {
        /// A short summary.
        package let summary: String?
        /// A description.
        package let description: String?
        /// The example itself.
        package let value: JSONValue?
        /// A URL to the example, for examples that cannot be written as JSON.
        package let externalValue: String?
        /// The example as data, before serialisation (OpenAPI 3.2).
        package let dataValue: JSONValue?
        /// The example as serialised on the wire (OpenAPI 3.2).
        package let serializedValue: String?
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
