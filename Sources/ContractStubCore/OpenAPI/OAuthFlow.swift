extension OpenAPI {
    /// The OAuth Flow Object.
    public struct OAuthFlow: Sendable {
        /// The authorization URL (implicit and authorization code flows).
        public let authorizationUrl: String?
        /// The device authorization URL (device authorization flow, OpenAPI 3.2).
        public let deviceAuthorizationUrl: String?
        /// The token URL (every flow but the implicit one).
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
