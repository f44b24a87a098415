extension OpenAPI {
    /// The Request Body Object.
    package struct RequestBody: Sendable {
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
    }
}
