extension OpenAPI {
    /// The Security Scheme Object: how a client authenticates.
    package struct SecurityScheme: Sendable {
        /// Where an API key is sent.
        package enum APIKeyLocation: String, Sendable, Hashable, CaseIterable {
            /// In the query string.
            case query
            /// In a header.
            case header
            /// In a cookie.
            case cookie
        }

        /// The scheme's type with the fields that type requires.
        package enum Kind: Sendable {
            /// An API key named `name` sent in `location`.
            case apiKey(name: String, location: APIKeyLocation)
            /// HTTP authentication, e.g. scheme `basic` or `bearer` (case-insensitive).
            case http(scheme: String, bearerFormat: String?)
            /// OAuth 2 with its flows.
            case oauth2(OAuthFlows)
            /// OpenID Connect discovery at `url`.
            case openIdConnect(url: String)
            /// Mutual TLS (OpenAPI 3.1).
            case mutualTLS
        }

        /// The type and its fields.
        package let kind: Kind
        /// The URL of the OAuth 2 authorization server's metadata (RFC 8414; `oauth2MetadataUrl`, OpenAPI 3.2).
        package let oauth2MetadataURL: String?
        /// Whether the scheme is deprecated (OpenAPI 3.2).
        package let deprecated: Bool
        /// A description.
        package let description: String?
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
