extension OpenAPI {
    /// The Server Object: a base URL, possibly templated with `{variables}`.
    public struct Server: Sendable {
        /// The URL template, e.g. `https://{region}.example.com/v1` or `/v1` (required).
        public let url: String
        /// A name for the server (OpenAPI 3.2).
        public let name: String?
        /// A description.
        public let description: String?
        /// The values the template's variables may take.
        public let variables: OrderedMap<ServerVariable>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
