extension OpenAPI {
    /// The Tag Object: a name operations are grouped by.
    public struct Tag: Sendable {
        /// The tag's name (required).
        public let name: String
        /// A description.
        public let description: String?
        /// More documentation.
        public let externalDocs: ExternalDocumentation?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
