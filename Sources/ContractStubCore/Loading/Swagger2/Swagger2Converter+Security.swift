/// Security definitions: `basic` → HTTP basic, `apiKey` as it is, `oauth2` with its one flow → `flows`.
extension Swagger2Converter {
    /// The 3.0 Security Scheme Object of the 2.0 security definition `value` at `place`.
    func securityScheme(from value: JSONValue, at place: Swagger2Place) -> JSONValue {
        guard case .object(let object) = value else { return value }
        checkFields(of: object, known: Swagger2Fields.securityScheme, objectName: "a Security Scheme Object", at: place)
        var scheme = JSONObject()
        switch object["type"]?.stringValue {
        case "basic":
            scheme["type"] = .string("http")
            scheme["scheme"] = .string("basic")
        case "oauth2":
            scheme["type"] = .string("oauth2")
            guard let flowName = object["flow"]?.stringValue, let flow = Self.oauth2Flow(flowName) else {
                let found = object["flow"].map { "; found \($0.stringValue.map { "'\($0)'" } ?? $0.typeName)" } ?? "; it is missing"
                report(
                    .specFieldRequired, "an oauth2 security scheme requires 'flow': implicit, password, application or accessCode\(found)",
                    at: place.appending("flow"))
                scheme["flows"] = .object(JSONObject())
                break
            }
            var converted = JSONObject()
            for field in flow.fields { converted[field] = object[field] }
            converted["scopes"] = object["scopes"] ?? .object(JSONObject())
            origins.record(converted: place.converted.appending("flows").appending(flow.name), original: place.original)
            scheme["flows"] = Swagger2Schema.object(flow.name, .object(converted))
        default:
            scheme["type"] = object["type"]
            scheme["name"] = object["name"]
            scheme["in"] = object["in"]
        }
        scheme["description"] = object["description"]
        scheme.appendMembers(of: object, where: OpenAPI.isExtension)
        return .object(scheme)
    }

    /// The OpenAPI 3 flow of a 2.0 oauth2 `flow`, and the URL fields it takes; `nil` for an unknown one.
    private static func oauth2Flow(_ flow: String) -> (name: String, fields: [String])? {
        switch flow {
        case "implicit": ("implicit", ["authorizationUrl"])
        case "password": ("password", ["tokenUrl"])
        case "application": ("clientCredentials", ["tokenUrl"])
        case "accessCode": ("authorizationCode", ["authorizationUrl", "tokenUrl"])
        default: nil
        }
    }
}
