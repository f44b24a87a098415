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
        public let specLocation: SpecLocation
    }

    /// The Contact Object.
    public struct Contact: Sendable {
        /// A person or organisation.
        public let name: String?
        /// A URL.
        public let url: String?
        /// An e-mail address.
        public let email: String?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }

    /// The License Object.
    public struct License: Sendable {
        /// The license's name (required).
        public let name: String
        /// An SPDX identifier (OpenAPI 3.1).
        public let identifier: String?
        /// A URL to the license.
        public let url: String?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }
}
