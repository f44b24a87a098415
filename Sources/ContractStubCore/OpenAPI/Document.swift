extension OpenAPI {
    /// The OpenAPI Object: the root of a 3.0, 3.1 or 3.2 document.
    package struct Document: Sendable {
        /// The `openapi` version the document declares.
        package let version: OpenAPIVersion
        /// The document's own URI, the base of its relative references (OpenAPI 3.2 `$self`).
        package let selfURI: String?
        /// Metadata about the API (required).
        package let info: Info
        /// The default `$schema` of its schemas (OpenAPI 3.1).
        package let jsonSchemaDialect: String?
        /// Base URLs; `[Server(url: "/")]` is implied when empty.
        package let servers: [Server]
        /// Path templates with their path items, in document order.
        package let paths: OrderedMap<ReferenceOr<PathItem>>
        /// Requests the API may send on its own initiative, by name (OpenAPI 3.1; kept, not enforced).
        package let webhooks: OrderedMap<ReferenceOr<PathItem>>
        /// Reusable objects.
        package let components: Components
        /// The default security of every operation; `nil` when absent, `[]` when explicitly none.
        package let security: [SecurityRequirement]?
        /// Tags with descriptions.
        package let tags: [Tag]
        /// More documentation.
        package let externalDocs: ExternalDocumentation?
        /// `x-` extensions of the root object.
        package let extensions: [String: JSONValue]
        /// Where it is (the root of the main document).
        package let specLocation: SpecLocation
    }
}
