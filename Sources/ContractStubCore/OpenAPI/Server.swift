extension OpenAPI {
    /// The Server Object: a base URL, possibly templated with `{variables}`.
    public struct Server: Sendable {
        /// The URL template, e.g. `https://{region}.example.com/v1` or `/v1` (required).
        public let url: String
        /// A description.
        public let description: String?
        /// The values the template's variables may take.
        public let variables: OrderedMap<ServerVariable>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }

    /// The Server Variable Object.
    public struct ServerVariable: Sendable {
        /// The allowed values, when restricted.
        public let enumValues: [String]?
        /// The value used when none is given (required).
        public let defaultValue: String
        /// A description.
        public let description: String?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }
}

extension OpenAPI.Server: SpecObjectDecodable {
    static let objectName = "Server Object"
    private static let fields: Set<String> = ["url", "description", "variables"]

    init?(reading reader: ObjectReader) {
        guard let url = reader.string("url", required: true) else { return nil }
        self.url = url
        description = reader.string("description")
        variables = reader.map("variables", OpenAPI.ServerVariable.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}

extension OpenAPI.ServerVariable: SpecObjectDecodable {
    static let objectName = "Server Variable Object"
    private static let fields: Set<String> = ["enum", "default", "description"]

    init?(reading reader: ObjectReader) {
        enumValues = reader.strings("enum")
        defaultValue = reader.string("default", required: true) ?? ""
        description = reader.string("description")
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
