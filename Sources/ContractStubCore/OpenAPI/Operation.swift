extension OpenAPI {
    /// The Operation Object: one method on one path.
    package struct Operation: Sendable {
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
    }
}
