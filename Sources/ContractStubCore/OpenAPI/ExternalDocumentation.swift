extension OpenAPI {
    /// The External Documentation Object.
    package struct ExternalDocumentation: Sendable {
        /// A description.
        package let description: String?
        /// The URL (required).
        package let url: String
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
