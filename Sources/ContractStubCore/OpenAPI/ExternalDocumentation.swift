extension OpenAPI {
    /// The External Documentation Object.
    public struct ExternalDocumentation: Sendable {
        /// A description.
        public let description: String?
        /// The URL (required).
        public let url: String
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
