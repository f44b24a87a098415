extension OpenAPI {
    /// The Components Object: reusable objects by name. References into it share the decoded object.
    public struct Components: Sendable {
        /// Reusable schemas.
        public let schemas: OrderedMap<SchemaObject>
        /// Reusable responses.
        public let responses: OrderedMap<ReferenceOr<Response>>
        /// Reusable parameters.
        public let parameters: OrderedMap<ReferenceOr<Parameter>>
        /// Reusable examples.
        public let examples: OrderedMap<ReferenceOr<Example>>
        /// Reusable request bodies.
        public let requestBodies: OrderedMap<ReferenceOr<RequestBody>>
        /// Reusable headers.
        public let headers: OrderedMap<ReferenceOr<Header>>
        /// Security schemes, named by security requirements.
        public let securitySchemes: OrderedMap<ReferenceOr<SecurityScheme>>
        /// Reusable links.
        public let links: OrderedMap<ReferenceOr<Link>>
        /// Reusable callbacks.
        public let callbacks: OrderedMap<ReferenceOr<Callback>>
        /// Reusable path items (OpenAPI 3.1).
        public let pathItems: OrderedMap<ReferenceOr<PathItem>>
        /// Reusable media types (OpenAPI 3.2).
        public let mediaTypes: OrderedMap<ReferenceOr<MediaType>>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation?
    }
}
