extension OpenAPI {
    /// The OAuth Flows Object.
    public struct OAuthFlows: Sendable {
        /// The implicit flow.
        public let implicit: OAuthFlow?
        /// The resource owner password flow.
        public let password: OAuthFlow?
        /// The client credentials flow.
        public let clientCredentials: OAuthFlow?
        /// The authorization code flow.
        public let authorizationCode: OAuthFlow?
        /// The device authorization flow (OpenAPI 3.2).
        public let deviceAuthorization: OAuthFlow?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
