extension OpenAPI {
    /// The Response Object: one possible response of an operation.
    ///
    /// A class, not a struct: it is copied wherever operations are walked, and a copy of the struct retained each of
    /// its references; a copy of the class retains one (issue 37). It is never changed after it is read.
    package final class Response: Sendable {
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

        /// One with these fields (``init(reading:)`` reads one from a spec).
        init(
            summary: String?, description: String, headers: OrderedMap<ReferenceOr<Header>>, content: OrderedMap<MediaType>,
            links: OrderedMap<ReferenceOr<Link>>, extensions: [String: JSONValue], specLocation: SpecLocation
        ) {
            self.summary = summary
            self.description = description
            self.headers = headers
            self.content = content
            self.links = links
            self.extensions = extensions
            self.specLocation = specLocation
        }
    }
}
