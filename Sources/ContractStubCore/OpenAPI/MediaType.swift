extension OpenAPI {
    /// The Media Type Object: the schema and examples of one content type of a body or parameter.
    package struct MediaType: Sendable {
        /// A description (OpenAPI 3.2).
        package let description: String?
        /// The body's schema; for a sequential media type (JSON Lines, event streams, `multipart/mixed`, …) the schema
        /// of the whole stream, read as an array of its items.
        package let schema: SchemaObject?
        /// The schema of each item of a sequential media type (OpenAPI 3.2).
        package let itemSchema: SchemaObject?
        /// One example.
        package let example: JSONValue?
        /// Named examples.
        package let examples: OrderedMap<ReferenceOr<Example>>
        /// How properties of `multipart/*` and `application/x-www-form-urlencoded` bodies are encoded, by property name.
        package let encoding: OrderedMap<Encoding>
        /// The encoding of the first items of a sequential body, by position (OpenAPI 3.2).
        package let prefixEncoding: [Encoding]
        /// The encoding of each item after those of ``prefixEncoding`` (OpenAPI 3.2).
        package let itemEncoding: Encoding?
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
