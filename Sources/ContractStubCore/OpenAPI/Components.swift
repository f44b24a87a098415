extension OpenAPI {
    /// The Components Object: reusable objects by name. References into it share the decoded object.
    package struct Components: Sendable {
        /// Reusable schemas.
        package let schemas: OrderedMap<SchemaObject>
        /// Reusable responses.
        package let responses: OrderedMap<ReferenceOr<Response>>
        /// Reusable parameters.
        package let parameters: OrderedMap<ReferenceOr<Parameter>>
        /// Reusable examples.
        package let examples: OrderedMap<ReferenceOr<Example>>
        /// Reusable request bodies.
        package let requestBodies: OrderedMap<ReferenceOr<RequestBody>>
        /// Reusable headers.
        package let headers: OrderedMap<ReferenceOr<Header>>
        /// Security schemes, named by security requirements.
        package let securitySchemes: OrderedMap<ReferenceOr<SecurityScheme>>
        /// Reusable links.
        package let links: OrderedMap<ReferenceOr<Link>>
        /// Reusable callbacks.
        package let callbacks: OrderedMap<ReferenceOr<Callback>>
        /// Reusable path items (OpenAPI 3.1).
        package let pathItems: OrderedMap<ReferenceOr<PathItem>>
        /// Reusable media types (OpenAPI 3.2).
        package let mediaTypes: OrderedMap<ReferenceOr<MediaType>>
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation?
    }
}
