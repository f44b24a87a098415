extension OpenAPI {
    /// The Example Object: a literal `value` or an `externalValue` URL, never both.
    public struct Example: Sendable {
        /// A short summary.
        public let summary: String?
        /// A description.
        public let description: String?
        /// The example itself.
        public let value: JSONValue?
        /// A URL to the example, for examples that cannot be written as JSON.
        public let externalValue: String?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }
}

extension OpenAPI.Example: ReferenceableObject {
    static let componentKind = ComponentKind.examples
    private static let fields: Set<String> = ["summary", "description", "value", "externalValue"]

    init?(reading reader: ObjectReader) {
        summary = reader.string("summary")
        description = reader.string("description")
        value = reader.value("value")
        externalValue = reader.string("externalValue")
        if value != nil, externalValue != nil {
            reader.report(.error, "spec.example.exclusive", "an Example Object has either 'value' or 'externalValue'; found both")
        }
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
