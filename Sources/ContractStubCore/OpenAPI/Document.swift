extension OpenAPI {
    /// The OpenAPI Object: the root of a 3.0, 3.1 or 3.2 document.
    public struct Document: Sendable {
        /// The `openapi` version the document declares.
        public let version: OpenAPIVersion
        /// The document's own URI, the base of its relative references (OpenAPI 3.2 `$self`).
        public let selfURI: String?
        /// Metadata about the API (required).
        public let info: Info
        /// The default `$schema` of its schemas (OpenAPI 3.1).
        public let jsonSchemaDialect: String?
        /// Base URLs; `[Server(url: "/")]` is implied when empty.
        public let servers: [Server]
        /// Path templates with their path items, in document order.
        public let paths: OrderedMap<ReferenceOr<PathItem>>
        /// Requests the API may send on its own initiative, by name (OpenAPI 3.1; kept, not enforced).
        public let webhooks: OrderedMap<ReferenceOr<PathItem>>
        /// Reusable objects.
        public let components: Components
        /// The default security of every operation; `nil` when absent, `[]` when explicitly none.
        public let security: [SecurityRequirement]?
        /// Tags with descriptions.
        public let tags: [Tag]
        /// More documentation.
        public let externalDocs: ExternalDocumentation?
        /// `x-` extensions of the root object.
        public let extensions: [String: JSONValue]
        /// Where it is (the root of the main document).
        package let specLocation: SpecLocation
    }
}
