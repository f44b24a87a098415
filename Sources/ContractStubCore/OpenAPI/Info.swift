extension OpenAPI {
    /// The Info Object: the API's title, version and contact details.
    public struct Info: Sendable {
        /// The API's name (required).
        public let title: String
        /// A short summary (OpenAPI 3.1).
        public let summary: String?
        /// A longer description, CommonMark.
        public let description: String?
        /// A URL to the terms of service.
        public let termsOfService: String?
        /// Who to contact about the API.
        public let contact: Contact?
        /// The API's license.
        public let license: License?
        /// The version of the API document (required); not the OpenAPI version.
        public let version: String
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
