extension OpenAPI {
    /// The Security Requirement Object: schemes that must ALL be satisfied, each with the scopes it needs.
    /// An operation is allowed when ANY of its requirements is met; an empty requirement (`{}`) means anonymous access.
    package struct SecurityRequirement: Sendable {
        /// Scheme names (keys of `components/securitySchemes`) with their required scopes, in document order.
        package let schemes: OrderedMap<[String]>
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
