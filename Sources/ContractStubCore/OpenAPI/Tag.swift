extension OpenAPI {
    /// The Tag Object: a name operations are grouped by.
    public struct Tag: Sendable {
        /// The tag's name (required).
        public let name: String
        /// A short summary (OpenAPI 3.2).
        public let summary: String?
        /// The name of the tag this one is nested under (OpenAPI 3.2).
        public let parent: String?
        /// What the tag classifies, e.g. `nav` or `audience` (OpenAPI 3.2).
        public let kind: String?
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
