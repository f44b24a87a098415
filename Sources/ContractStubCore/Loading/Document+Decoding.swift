extension OpenAPI.Document: SpecObjectDecodable {
    static let objectName = "OpenAPI Object"
    private static let fields: Set<String> = [
        "openapi", "info", "jsonSchemaDialect", "servers", "paths", "webhooks", "components", "security", "tags", "externalDocs",
    ]

    init?(reading reader: ObjectReader) {
        version = reader.version
        // Components first, so that references into them reuse the objects decoded here.
        components = reader.child("components", OpenAPI.Components.self) ?? OpenAPI.Components()
        info = reader.child("info", OpenAPI.Info.self, required: true) ?? OpenAPI.Info(placeholderAt: reader.location)
        jsonSchemaDialect = reader.string("jsonSchemaDialect")
        servers = reader.array("servers", OpenAPI.Server.self)
        let isPathsRequired = !reader.version.isAtLeast31
        paths = Self.readPaths(reader, required: isPathsRequired)
        webhooks = reader.referenceMap("webhooks", OpenAPI.PathItem.self)
        if reader.version.isAtLeast31, reader.object["paths"] == nil, reader.object["components"] == nil,
            reader.object["webhooks"] == nil
        {
            reader.report(.error, .specFieldRequired, "an OpenAPI 3.1 document requires 'paths', 'components' or 'webhooks'")
        }
        security = reader.object["security"] == nil ? nil : reader.array("security", OpenAPI.SecurityRequirement.self)
        tags = reader.array("tags", OpenAPI.Tag.self)
        externalDocs = reader.child("externalDocs", OpenAPI.ExternalDocumentation.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }

    private static func readPaths(_ reader: ObjectReader, required: Bool) -> OrderedMap<OpenAPI.ReferenceOr<OpenAPI.PathItem>> {
        var paths = OrderedMap<OpenAPI.ReferenceOr<OpenAPI.PathItem>>()
        guard let members = reader.jsonObject("paths", required: required) else { return paths }
        let base = reader.location.appending("paths")
        for (template, value) in members where !template.hasPrefix("x-") {
            let location = base.appending(template)
            guard template.hasPrefix("/") else {
                reader.decoder.report(.error, .specPathTemplate, "a path must start with '/'; found '\(template)'", at: location)
                continue
            }
            if let item = reader.decoder.decodeReferenceOr(OpenAPI.PathItem.self, from: value, at: location) {
                paths[template] = item
            }
        }
        return paths
    }
}

extension OpenAPI.Info {
    /// Stands in for a missing or unusable Info Object (already reported).
    init(placeholderAt location: SpecLocation) {
        title = ""
        summary = nil
        description = nil
        termsOfService = nil
        contact = nil
        license = nil
        version = ""
        extensions = [:]
        specLocation = location.appending("info")
    }
}
