extension OpenAPI {
    /// The Server Object: a base URL, possibly templated with `{variables}`.
    package struct Server: Sendable {
        /// The URL template, e.g. `https://{region}.example.com/v1` or `/v1` (required).
        package let url: String
        /// A name for the server (OpenAPI 3.2).
        package let name: String?
        /// A description.
        package let description: String?
        /// The values the template's variables may take.
        package let variables: OrderedMap<ServerVariable>
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
