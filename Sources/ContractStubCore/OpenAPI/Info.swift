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

extension OpenAPI.Info: SpecObjectDecodable {
    static let objectName = "Info Object"
    private static let fields: Set<String> = ["title", "summary", "description", "termsOfService", "contact", "license", "version"]

    init?(reading reader: ObjectReader) {
        title = reader.string("title", required: true) ?? ""
        summary = reader.string("summary")
        description = reader.string("description")
        termsOfService = reader.string("termsOfService")
        contact = reader.child("contact", OpenAPI.Contact.self)
        license = reader.child("license", OpenAPI.License.self)
        version = reader.string("version", required: true) ?? ""
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}

extension OpenAPI.Contact: SpecObjectDecodable {
    static let objectName = "Contact Object"
    private static let fields: Set<String> = ["name", "url", "email"]

    init?(reading reader: ObjectReader) {
        name = reader.string("name")
        url = reader.string("url")
        email = reader.string("email")
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}

extension OpenAPI.License: SpecObjectDecodable {
    static let objectName = "License Object"
    private static let fields: Set<String> = ["name", "identifier", "url"]

    init?(reading reader: ObjectReader) {
        name = reader.string("name", required: true) ?? ""
        identifier = reader.string("identifier")
        url = reader.string("url")
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
