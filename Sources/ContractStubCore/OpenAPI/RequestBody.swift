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
        public let specLocation: SpecLocation
    }
}

extension OpenAPI.RequestBody: ReferenceableObject {
    static let componentKind = ComponentKind.requestBodies
    private static let fields: Set<String> = ["description", "content", "required"]

    init?(reading reader: ObjectReader) {
        description = reader.string("description")
        content = reader.map("content", OpenAPI.MediaType.self, required: true)
        required = reader.bool("required") ?? false
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
