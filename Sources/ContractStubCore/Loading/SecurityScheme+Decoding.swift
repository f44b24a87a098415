extension OpenAPI.SecurityScheme: ReferenceableObject {
    static let componentKind = ComponentKind.securitySchemes
    private static let fields = FixedFields(
        [
            "type", "description", "name", "in", "scheme", "bearerFormat", "flows", "openIdConnectUrl",
        ], addedIn32: ["oauth2MetadataUrl", "deprecated"])
    /// The fields each type adds to `type` and `description`.
    private static let fieldsByType: KeyValuePairs<String, [String]> = [
        "apiKey": ["name", "in"], "http": ["scheme", "bearerFormat"], "oauth2": ["flows", "oauth2MetadataUrl"],
        "openIdConnect": ["openIdConnectUrl"], "mutualTLS": [],
    ]

    init?(reading reader: ObjectReader) {
        guard let type = reader.string("type", required: true) else { return nil }
        Self.checkFields(of: type, reader)
        switch type {
        case "apiKey":
            let name = reader.string("name", required: true)
            let locationText = reader.string("in", required: true)
            let location = locationText.flatMap(APIKeyLocation.init(rawValue:))
            if let locationText, location == nil {
                reader.report(.error, .specFieldValue, "'in' must be one of query, header, cookie; found '\(locationText)'", at: "in")
            }
            guard let name, let location else { return nil }
            kind = .apiKey(name: name, location: location)
        case "http":
            guard let scheme = reader.string("scheme", required: true) else { return nil }
            kind = .http(scheme: scheme, bearerFormat: reader.string("bearerFormat"))
        case "oauth2":
            guard let flows = reader.child("flows", OpenAPI.OAuthFlows.self, required: true) else { return nil }
            kind = .oauth2(flows)
        case "openIdConnect":
            guard let url = reader.string("openIdConnectUrl", required: true) else { return nil }
            kind = .openIdConnect(url: url)
        case "mutualTLS" where reader.version.isAtLeast31:
            kind = .mutualTLS
        default:
            let types =
                reader.version.isAtLeast31 ? "apiKey, http, mutualTLS, oauth2, openIdConnect" : "apiKey, http, oauth2, openIdConnect"
            reader.report(.error, .specFieldValue, "'type' must be one of \(types); found '\(type)'", at: "type")
            return nil
        }
        description = reader.string("description")
        oauth2MetadataURL = reader.string("oauth2MetadataUrl")
        deprecated = reader.bool("deprecated") ?? false
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }

    /// Fields of the other types are misplaced, and `bearerFormat` applies only to the `bearer` HTTP scheme.
    private static func checkFields(of type: String, _ reader: ObjectReader) {
        guard let own = fieldsByType.first(where: { $0.key == type })?.value else { return }
        for (other, fields) in fieldsByType where other != type {
            reader.reportMisplaced(
                fields.filter { !own.contains($0) }, "belongs to \(other) security schemes; this one is of type '\(type)'")
        }
        if type == "http", let scheme = reader.object["scheme"]?.stringValue, scheme.lowercased() != "bearer" {
            reader.reportMisplaced(["bearerFormat"], "applies only to the 'bearer' HTTP scheme; this one is '\(scheme)'")
        }
    }
}

extension OpenAPI.OAuthFlows: SpecObjectDecodable {
    static let objectName = "OAuth Flows Object"
    private static let fields = FixedFields(
        ["implicit", "password", "clientCredentials", "authorizationCode"], addedIn32: ["deviceAuthorization"])
    /// Each flow with the URLs it requires; the others of ``urlFields`` do not belong to it.
    private static let requiredURLs: KeyValuePairs<String, [String]> = [
        "implicit": ["authorizationUrl"], "password": ["tokenUrl"], "clientCredentials": ["tokenUrl"],
        "authorizationCode": ["authorizationUrl", "tokenUrl"], "deviceAuthorization": ["deviceAuthorizationUrl", "tokenUrl"],
    ]
    /// The URL fields whose presence depends on the flow.
    private static let urlFields = ["authorizationUrl", "deviceAuthorizationUrl", "tokenUrl"]

    init?(reading reader: ObjectReader) {
        implicit = reader.child("implicit", OpenAPI.OAuthFlow.self)
        password = reader.child("password", OpenAPI.OAuthFlow.self)
        clientCredentials = reader.child("clientCredentials", OpenAPI.OAuthFlow.self)
        authorizationCode = reader.child("authorizationCode", OpenAPI.OAuthFlow.self)
        deviceAuthorization = reader.version.isAtLeast32 ? reader.child("deviceAuthorization", OpenAPI.OAuthFlow.self) : nil
        for (flow, needs) in Self.requiredURLs {
            guard let object = reader.object[flow]?.objectValue else { continue }
            for field in needs where object[field] == nil {
                reader.decoder.report(
                    .error, .specFieldRequired, "the \(flow) OAuth flow requires '\(field)'; it is missing",
                    at: reader.location.appending(flow))
            }
            for field in Self.urlFields where !needs.contains(field) && object[field] != nil {
                reader.decoder.report(
                    .error, .specFieldMisplaced, "'\(field)' does not belong to the \(flow) OAuth flow",
                    at: reader.location.appending(flow).appending(field))
            }
        }
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}

extension OpenAPI.OAuthFlow: SpecObjectDecodable {
    static let objectName = "OAuth Flow Object"
    private static let fields = FixedFields(
        ["authorizationUrl", "tokenUrl", "refreshUrl", "scopes"], addedIn32: ["deviceAuthorizationUrl"])

    init?(reading reader: ObjectReader) {
        authorizationUrl = reader.string("authorizationUrl")
        deviceAuthorizationUrl = reader.string("deviceAuthorizationUrl")
        tokenUrl = reader.string("tokenUrl")
        refreshUrl = reader.string("refreshUrl")
        var scopes = OrderedMap<String>()
        if let object = reader.jsonObject("scopes", required: true) {
            for (name, value) in object {
                if let text = value.stringValue {
                    scopes[name] = text
                } else {
                    reader.decoder.report(
                        .error, .specFieldType, "a scope's description must be a string; found \(value.typeName)",
                        at: reader.location.appending("scopes").appending(name))
                }
            }
        }
        self.scopes = scopes
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
