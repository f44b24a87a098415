extension OpenAPI {
    /// The Operation Object: one method on one path.
    public struct Operation: Sendable {
        /// Tags for grouping.
        public let tags: [String]
        /// A short summary.
        public let summary: String?
        /// A description.
        public let description: String?
        /// More documentation.
        public let externalDocs: ExternalDocumentation?
        /// The unique id stubs and diagnostics name the operation by.
        public let operationId: String?
        /// The operation's own parameters (see ``ContractOperation/parameters`` for the merged list).
        public let parameters: [ReferenceOr<Parameter>]
        /// The request body.
        public let requestBody: ReferenceOr<RequestBody>?
        /// The possible responses (required in 3.0; may be absent in 3.1).
        public let responses: Responses?
        /// Out-of-band requests the API may make, by name.
        public let callbacks: OrderedMap<ReferenceOr<Callback>>
        /// Whether it is deprecated.
        public let deprecated: Bool
        /// Security for this operation: `nil` when absent (the document's applies), `[]` for none at all.
        public let security: [SecurityRequirement]?
        /// Servers for this operation, overriding the path's and document's.
        public let servers: [Server]
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }
}

extension OpenAPI.Operation: SpecObjectDecodable {
    static let objectName = "Operation Object"
    private static let fields: Set<String> = [
        "tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody", "responses", "callbacks",
        "deprecated", "security", "servers",
    ]

    init?(reading reader: ObjectReader) {
        tags = reader.strings("tags") ?? []
        summary = reader.string("summary")
        description = reader.string("description")
        externalDocs = reader.child("externalDocs", OpenAPI.ExternalDocumentation.self)
        operationId = reader.string("operationId")
        parameters = reader.referenceArray("parameters", OpenAPI.Parameter.self)
        requestBody = reader.referenceOr("requestBody", OpenAPI.RequestBody.self)
        responses = reader.child("responses", OpenAPI.Responses.self, required: !reader.version.isAtLeast31)
        callbacks = reader.referenceMap("callbacks", OpenAPI.Callback.self)
        deprecated = reader.bool("deprecated") ?? false
        security = reader.object["security"] == nil ? nil : reader.array("security", OpenAPI.SecurityRequirement.self)
        servers = reader.array("servers", OpenAPI.Server.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
