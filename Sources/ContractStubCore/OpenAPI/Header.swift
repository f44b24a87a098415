extension OpenAPI {
    /// The Header Object: a response (or multipart) header; like a Parameter without `name` and `in`.
    ///
    /// A class, not a struct: it is copied wherever operations are walked, and a copy of the struct retained each of
    /// its references; a copy of the class retains one (issue 37). It is never changed after it is read.
    package final class Header: Sendable {
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

        /// One with these fields (``init(reading:)`` reads one from a spec).
        init(
            description: String?, required: Bool, deprecated: Bool, explode: Bool, schema: SchemaObject?, content: OrderedMap<MediaType>,
            example: JSONValue?, examples: OrderedMap<ReferenceOr<Example>>, extensions: [String: JSONValue], specLocation: SpecLocation
        ) {
            self.description = description
            self.required = required
            self.deprecated = deprecated
            self.explode = explode
            self.schema = schema
            self.content = content
            self.example = example
            self.examples = examples
            self.extensions = extensions
            self.specLocation = specLocation
        }
    }
}
