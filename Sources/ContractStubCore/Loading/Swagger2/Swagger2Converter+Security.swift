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
            let flows: [String: (name: String, fields: [String])] = [
                "implicit": ("implicit", ["authorizationUrl"]), "password": ("password", ["tokenUrl"]),
                "application": ("clientCredentials", ["tokenUrl"]),
                "accessCode": ("authorizationCode", ["authorizationUrl", "tokenUrl"]),
            ]
            guard let flowName = object["flow"]?.stringValue, let flow = flows[flowName] else {
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
            scheme["flows"] = .object(JSONObject([(flow.name, .object(converted))]))
        default:
            scheme["type"] = object["type"]
            scheme["name"] = object["name"]
            scheme["in"] = object["in"]
        }
        scheme["description"] = object["description"]
        scheme.appendMembers(of: object, where: OpenAPI.isExtension)
        return .object(scheme)
    }
}
