extension OpenAPI {
    /// The Tag Object: a name operations are grouped by.
    package struct Tag: Sendable {
        /// The tag's name (required).
        package let name: String
        /// A short summary (OpenAPI 3.2).
        package let summary: String?
        /// The name of the tag this one is nested under (OpenAPI 3.2).
        package let parent: String?
        /// What the tag classifies, e.g. `nav` or `audience` (OpenAPI 3.2).
        package let kind: String?
        /// A description.
        package let description: String?
        /// More documentation.
        package let externalDocs: ExternalDocumentation?
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
