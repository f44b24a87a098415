extension OpenAPI {
    /// The Response Object: one possible response of an operation.
    public struct Response: Sendable {
        /// A short summary (OpenAPI 3.2).
        public let summary: String?
        /// A description (required before OpenAPI 3.2; empty when absent).
        public let description: String
        /// The response headers, by name.
        public let headers: OrderedMap<ReferenceOr<Header>>
        /// The body's media types; empty when the response has no body.
        public let content: OrderedMap<MediaType>
        /// Links to other operations.
        public let links: OrderedMap<ReferenceOr<Link>>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
