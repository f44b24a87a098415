extension OpenAPI.Document: SpecObjectDecodable {
    static let objectName = "OpenAPI Object"
    private static let fields = FixedFields(
        [
            "openapi", "info", "servers", "paths", "components", "security", "tags", "externalDocs",
        ], addedIn31: ["jsonSchemaDialect", "webhooks"], addedIn32: ["$self"])

    init?(reading reader: ObjectReader) {
        version = reader.version
        selfURI = reader.version.isAtLeast32 ? reader.string("$self") : nil
        if let selfURI, selfURI.contains("#") {
            reader.report(.error, .specFieldValue, "'$self' must not contain a fragment ('#'); found '\(selfURI)'", at: "$self")
        }
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
            reader.report(
                .error, .specFieldRequired,
                "an OpenAPI \(reader.version.major).\(reader.version.minor) document requires 'paths', 'components' or 'webhooks'")
        }
        security = reader.object["security"] == nil ? nil : reader.array("security", OpenAPI.SecurityRequirement.self)
        tags = reader.array("tags", OpenAPI.Tag.self)
        Self.checkTagNames(reader)
        TagParentRule.check(reader)
        Self.checkVersionText(reader)
        externalDocs = reader.child("externalDocs", OpenAPI.ExternalDocumentation.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }

    /// Each tag name is declared once.
    private static func checkTagNames(_ reader: ObjectReader) {
        guard case .array(let tags)? = reader.object["tags"] else { return }
        var first: [String: Int] = [:]
        for (index, tag) in tags.enumerated() {
            guard let name = tag["name"]?.stringValue else { continue }
            if let earlier = first[name] {
                reader.decoder.report(
                    .error, .specTagDuplicate, "tag '\(name)' is declared twice (first at index \(earlier))",
                    at: reader.location.appending("tags").appending(index))
            } else {
                first[name] = index
            }
        }
    }

    /// `openapi` is a full version with its patch number ("3.0.3", not "3.0").
    private static func checkVersionText(_ reader: ObjectReader) {
        guard let text = reader.object["openapi"]?.stringValue else { return }
        let core = text.split(separator: "-", maxSplits: 1).first ?? ""
        guard core.split(separator: ".", omittingEmptySubsequences: false).count != 3 else { return }
        reader.report(
            .error, .specFieldValue,
            "'openapi' must be a full version such as \"\(reader.version.major).\(reader.version.minor).0\"; found '\(text)'", at: "openapi"
        )
    }

    private static func readPaths(_ reader: ObjectReader, required: Bool) -> OrderedMap<OpenAPI.ReferenceOr<OpenAPI.PathItem>> {
        var paths = OrderedMap<OpenAPI.ReferenceOr<OpenAPI.PathItem>>()
        guard let members = reader.jsonObject("paths", required: required) else { return paths }
        let base = reader.location.appending("paths")
        for (template, value) in members where !OpenAPI.isExtension(template) {
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
