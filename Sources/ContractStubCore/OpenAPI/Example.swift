extension OpenAPI {
    /// The Example Object: a literal `value` or an `externalValue` URL, never both; from OpenAPI 3.2 also the data
    /// (`dataValue`) and its serialised form (`serializedValue`), which replace `value`.
    public struct Example: Sendable {
        /// A short summary.
        public let summary: String?
        /// A description.
        public let description: String?
        /// The example itself.
        public let value: JSONValue?
        /// A URL to the example, for examples that cannot be written as JSON.
        public let externalValue: String?
        /// The example as data, before serialisation (OpenAPI 3.2).
        public let dataValue: JSONValue?
        /// The example as serialised on the wire (OpenAPI 3.2).
        public let serializedValue: String?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
