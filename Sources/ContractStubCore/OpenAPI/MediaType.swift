extension OpenAPI {
    /// The Media Type Object: the schema and examples of one content type of a body or parameter.
    public struct MediaType: Sendable {
        /// A description (OpenAPI 3.2).
        public let description: String?
        /// The body's schema; for a sequential media type (JSON Lines, event streams, `multipart/mixed`, …) the schema
        /// of the whole stream, read as an array of its items.
        public let schema: SchemaObject?
        /// The schema of each item of a sequential media type (OpenAPI 3.2).
        public let itemSchema: SchemaObject?
        /// One example.
        public let example: JSONValue?
        /// Named examples.
        public let examples: OrderedMap<ReferenceOr<Example>>
        /// How properties of `multipart/*` and `application/x-www-form-urlencoded` bodies are encoded, by property name.
        public let encoding: OrderedMap<Encoding>
        /// The encoding of the first items of a sequential body, by position (OpenAPI 3.2).
        public let prefixEncoding: [Encoding]
        /// The encoding of each item after those of ``prefixEncoding`` (OpenAPI 3.2).
        public let itemEncoding: Encoding?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
