extension OpenAPI {
    /// The OAuth Flow Object.
    package struct OAuthFlow: Sendable {
        /// The authorization URL (implicit and authorization code flows).
        package let authorizationUrl: String?
        /// The device authorization URL (device authorization flow, OpenAPI 3.2).
        package let deviceAuthorizationUrl: String?
        /// The token URL (every flow but the implicit one).
        package let tokenUrl: String?
        /// The refresh URL.
        package let refreshUrl: String?
        /// The available scopes with their descriptions.
        package let scopes: OrderedMap<String>
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
