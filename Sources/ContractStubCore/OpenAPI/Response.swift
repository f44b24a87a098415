extension OpenAPI {
    /// The Response Object: one possible response of an operation.
    package struct Response: Sendable {
        /// A short summary (OpenAPI 3.2).
        package let summary: String?
        /// A description (required before OpenAPI 3.2; empty when absent).
        package let description: String
        /// The response headers, by name.
        package let headers: OrderedMap<ReferenceOr<Header>>
        /// The body's media types; empty when the response has no body.
        package let content: OrderedMap<MediaType>
        /// Links to other operations.
        package let links: OrderedMap<ReferenceOr<Link>>
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
