extension OpenAPI {
    /// The Header Object: a response (or multipart) header; like a Parameter without `name` and `in`.
    package struct Header: Sendable {
        /// A description.
        package let description: String?
        /// Whether it must be present.
        package let required: Bool
        /// Whether it is deprecated.
        package let deprecated: Bool
        /// Whether arrays and objects explode (the style is always `simple`).
        package let explode: Bool
        /// The value's schema; exactly one of `schema` and `content` is present in a valid spec.
        package let schema: SchemaObject?
        /// The value's media type (one entry).
        package let content: OrderedMap<MediaType>
        /// One example.
        package let example: JSONValue?
        /// Named examples.
        package let examples: OrderedMap<ReferenceOr<Example>>
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
