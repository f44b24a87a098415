extension OpenAPI {
    /// The OAuth Flow Object.
    public struct OAuthFlow: Sendable {
        /// The authorization URL (implicit and authorization code flows).
        public let authorizationUrl: String?
        /// The token URL (password, client credentials and authorization code flows).
        public let tokenUrl: String?
        /// The refresh URL.
        public let refreshUrl: String?
        /// The available scopes with their descriptions.
        public let scopes: OrderedMap<String>
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
