extension OpenAPI {
    /// The Operation Object: one method on one path.
    ///
    /// A class, not a struct: it is copied wherever operations are walked, and a copy of the struct retained each of
    /// its references; a copy of the class retains one (issue 37). It is never changed after it is read.
    package final class Operation: Sendable {
        /// Tags for grouping.
        package let tags: [String]
        /// A short summary.
        package let summary: String?
        /// A description.
        package let description: String?
        /// More documentation.
        package let externalDocs: ExternalDocumentation?
        /// The unique id stubs and diagnostics name the operation by.
        package let operationId: String?
        /// The operation's own parameters (see ``ContractOperation/parameters`` for the merged list).
        package let parameters: [ReferenceOr<Parameter>]
        /// The request body.
        package let requestBody: ReferenceOr<RequestBody>?
        /// The possible responses (required in 3.0; may be absent in 3.1).
        package let responses: Responses?
        /// Out-of-band requests the API may make, by name.
        package let callbacks: OrderedMap<ReferenceOr<Callback>>
        /// Whether it is deprecated.
        package let deprecated: Bool
        /// Security for this operation: `nil` when absent (the document's applies), `[]` for none at all.
        package let security: [SecurityRequirement]?
        /// Servers for this operation, overriding the path's and document's.
        package let servers: [Server]
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation

        /// One with these fields (``init(reading:)`` reads one from a spec).
        init(
            tags: [String], summary: String?, description: String?, externalDocs: ExternalDocumentation?, operationId: String?,
            parameters: [ReferenceOr<Parameter>], requestBody: ReferenceOr<RequestBody>?, responses: Responses?,
            callbacks: OrderedMap<ReferenceOr<Callback>>, deprecated: Bool, security: [SecurityRequirement]?, servers: [Server],
            extensions: [String: JSONValue], specLocation: SpecLocation
        ) {
            self.tags = tags
            self.summary = summary
            self.description = description
            self.externalDocs = externalDocs
            self.operationId = operationId
            self.parameters = parameters
            self.requestBody = requestBody
            self.responses = responses
            self.callbacks = callbacks
            self.deprecated = deprecated
            self.security = security
            self.servers = servers
            self.extensions = extensions
            self.specLocation = specLocation
        }
    }
}
