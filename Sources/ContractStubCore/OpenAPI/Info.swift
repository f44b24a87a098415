extension OpenAPI {
    /// The Info Object: the API's title, version and contact details.
    package struct Info: Sendable {
        /// The API's name (required).
        package let title: String
        /// A short summary (OpenAPI 3.1).
        package let summary: String?
        /// A longer description, CommonMark.
        package let description: String?
        /// A URL to the terms of service.
        package let termsOfService: String?
        /// Who to contact about the API.
        package let contact: Contact?
        /// The API's license.
        package let license: License?
        /// The version of the API document (required); not the OpenAPI version.
        package let version: String
        /// `x-` extensions.
        package let extensions: [String: JSONValue]
        /// Where it is.
        package let specLocation: SpecLocation
    }
}
