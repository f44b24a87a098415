extension OpenAPI {
    /// The Response Object: one possible response of an operation.
    public struct Response: Sendable {
        /// A description (required).
        public let description: String
        /// The response headers, by name.
        public let headers: OrderedMap<ReferenceOr<Header>>
        /// The body's media types; empty when the response has no body.
        public let content: OrderedMap<MediaType>
        /// Links to other operations.
        public let links: OrderedMap<ReferenceOr<Link>>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }
}

extension OpenAPI.Response: ReferenceableObject {
    static let componentKind = ComponentKind.responses
    private static let fields: Set<String> = ["description", "headers", "content", "links"]

    init?(reading reader: ObjectReader) {
        description = reader.string("description", required: true) ?? ""
        headers = reader.referenceMap("headers", OpenAPI.Header.self)
        content = reader.map("content", OpenAPI.MediaType.self)
        links = reader.referenceMap("links", OpenAPI.Link.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
