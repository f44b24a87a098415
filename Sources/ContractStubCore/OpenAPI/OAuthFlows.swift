extension OpenAPI {
    /// The OAuth Flows Object.
    package struct OAuthFlows: Sendable {
        /// The implicit flow.
        package let implicit: OAuthFlow?
        /// The resource owner password flow.
        package let password: OAuthFlow?
        /// The client credentials flow.
        package let clientCredentials: OAuthFlow?
        /// The authorization code flow.
        package let authorizationCode: OAuthFlow?
        /// The device authorization flow (OpenAPI 3.2).
        package let deviceAuthorization: OAuthFlow?
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
