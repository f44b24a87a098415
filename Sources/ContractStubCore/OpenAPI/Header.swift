extension OpenAPI {
    /// The Header Object: a response (or multipart) header; like a Parameter without `name` and `in`.
    public struct Header: Sendable {
        /// A description.
        public let description: String?
        /// Whether it must be present.
        public let required: Bool
        /// Whether it is deprecated.
        public let deprecated: Bool
        /// Whether arrays and objects explode (the style is always `simple`).
        public let explode: Bool
        /// The value's schema; exactly one of `schema` and `content` is present in a valid spec.
        public let schema: SchemaObject?
        /// The value's media type (one entry).
        public let content: OrderedMap<MediaType>
        /// One example.
        public let example: JSONValue?
        /// Named examples.
        public let examples: OrderedMap<ReferenceOr<Example>>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
