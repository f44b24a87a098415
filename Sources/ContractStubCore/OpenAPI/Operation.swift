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
        package let specLocation: SpecLocation
    }
}
