extension OpenAPI {
    /// The Example Object: a literal `value` or an `externalValue` URL, never both.
    public struct Example: Sendable {
        /// A short summary.
        public let summary: String?
        /// A description.
        public let description: String?
        /// The example itself.
        public let value: JSONValue?
        /// A URL to the example, for examples that cannot be written as JSON.
        public let externalValue: String?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
