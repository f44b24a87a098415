extension OpenAPI {
    /// The Request Body Object.
    ///
    /// A class, not a struct: it is copied wherever operations are walked, and a copy of the struct retained each of
    /// its references; a copy of the class retains one (issue 37). It is never changed after it is read.
    package final class RequestBody: Sendable {
        /// A description.
        package let description: String?
        /// The accepted media types, by media type or range (`application/json`, `image/*`) (required).
        package let content: OrderedMap<MediaType>
        /// Whether a body must be sent.
        package let required: Bool
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation

        /// One with these fields (``init(reading:)`` reads one from a spec).
        init(
            description: String?, content: OrderedMap<MediaType>, required: Bool, extensions: [String: JSONValue],
            specLocation: SpecLocation
        ) {
            self.description = description
            self.content = content
            self.required = required
            self.extensions = extensions
            self.specLocation = specLocation
        }
    }
}
