extension OpenAPI {
    /// The Media Type Object: the schema and examples of one content type of a body or parameter.
    ///
    /// A class, not a struct: it is copied wherever operations are walked, and a copy of the struct retained each of
    /// its references; a copy of the class retains one (issue 37). It is never changed after it is read.
    package final class MediaType: Sendable {
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

        /// One with these fields (``init(reading:)`` reads one from a spec).
        init(
            description: String?, schema: SchemaObject?, itemSchema: SchemaObject?, example: JSONValue?,
            examples: OrderedMap<ReferenceOr<Example>>, encoding: OrderedMap<Encoding>, prefixEncoding: [Encoding], itemEncoding: Encoding?,
            extensions: [String: JSONValue], specLocation: SpecLocation
        ) {
            self.description = description
            self.schema = schema
            self.itemSchema = itemSchema
            self.example = example
            self.examples = examples
            self.encoding = encoding
            self.prefixEncoding = prefixEncoding
            self.itemEncoding = itemEncoding
            self.extensions = extensions
            self.specLocation = specLocation
        }
    }
}
