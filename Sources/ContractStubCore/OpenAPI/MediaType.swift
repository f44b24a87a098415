extension OpenAPI {
    /// The Media Type Object: the schema and examples of one content type of a body or parameter.
    public struct MediaType: Sendable {
        /// The body's schema.
        public let schema: SchemaObject?
        /// One example.
        public let example: JSONValue?
        /// Named examples.
        public let examples: OrderedMap<ReferenceOr<Example>>
        /// How properties of `multipart/*` and `application/x-www-form-urlencoded` bodies are encoded, by property name.
        public let encoding: OrderedMap<Encoding>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
