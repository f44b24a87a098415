extension OpenAPI {
    /// The Tag Object: a name operations are grouped by.
    public struct Tag: Sendable {
        /// The tag's name (required).
        public let name: String
        /// A description.
        public let description: String?
        /// More documentation.
        public let externalDocs: ExternalDocumentation?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }

    /// The External Documentation Object.
    public struct ExternalDocumentation: Sendable {
        /// A description.
        public let description: String?
        /// The URL (required).
        public let url: String
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }
}

extension OpenAPI.Tag: SpecObjectDecodable {
    static let objectName = "Tag Object"
    private static let fields: Set<String> = ["name", "description", "externalDocs"]

    init?(reading reader: ObjectReader) {
        guard let name = reader.string("name", required: true) else { return nil }
        self.name = name
        description = reader.string("description")
        externalDocs = reader.child("externalDocs", OpenAPI.ExternalDocumentation.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}

extension OpenAPI.ExternalDocumentation: SpecObjectDecodable {
    static let objectName = "External Documentation Object"
    private static let fields: Set<String> = ["description", "url"]

    init?(reading reader: ObjectReader) {
        description = reader.string("description")
        url = reader.string("url", required: true) ?? ""
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
