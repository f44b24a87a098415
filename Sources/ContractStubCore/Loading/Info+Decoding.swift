extension OpenAPI.Info: SpecObjectDecodable {
    static let objectName = "Info Object"
    private static let fields = FixedFields(
        ["title", "description", "termsOfService", "contact", "license", "version"], addedIn31: ["summary"])

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
    private static let fields = FixedFields(["name", "url", "email"])

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
    private static let fields = FixedFields(["name", "url"], addedIn31: ["identifier"])

    init?(reading reader: ObjectReader) {
        name = reader.string("name", required: true) ?? ""
        identifier = reader.string("identifier")
        url = reader.string("url")
        if reader.version.isAtLeast31, identifier != nil, url != nil {
            reader.report(.error, .specLicenseExclusive, "a License Object has either 'identifier' or 'url'; found both")
        }
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
