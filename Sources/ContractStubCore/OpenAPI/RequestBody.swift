extension OpenAPI {
    /// The Request Body Object.
    public struct RequestBody: Sendable {
        /// A description.
        public let description: String?
        /// The accepted media types, by media type or range (`application/json`, `image/*`) (required).
        public let content: OrderedMap<MediaType>
        /// Whether a body must be sent.
        public let required: Bool
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
