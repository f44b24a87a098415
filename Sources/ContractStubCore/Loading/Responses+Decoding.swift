extension OpenAPI.Responses: SpecObjectDecodable {
    static let objectName = "Responses Object"

    init?(reading reader: ObjectReader) {
        var entries: [OpenAPI.Responses.Entry] = []
        var extensions: [String: JSONValue] = [:]
        for (name, value) in reader.object {
            if OpenAPI.isExtension(name) {
                extensions[name] = value
                continue
            }
            guard let key = OpenAPI.ResponseKey(name) else {
                reader.report(
                    .error, .specResponseKey, "a response key must be a status code (200), a range (2XX) or 'default'; found '\(name)'",
                    at: name)
                continue
            }
            if case .range = key, name.contains("x") {
                // OpenAPI's own schema allows only `^[1-5](?:\d{2}|XX)$`: other tools refuse `4xx`; served as the range.
                reader.report(
                    .error, .specResponseKey,
                    "a response range must be written in upper case ('\(key)'); found '\(name)', which other tools refuse (served here as \(key))",
                    at: name)
            }
            let location = reader.location.appending(name)
            if let response = reader.decoder.decodeReferenceOr(OpenAPI.Response.self, from: value, at: location) {
                entries.append(OpenAPI.Responses.Entry(key: key, response: response))
            }
        }
        if entries.isEmpty {
            reader.report(.error, .specResponsesEmpty, "a Responses Object must declare at least one response (a status code or 'default')")
        }
        self.entries = entries
        self.extensions = extensions
        specLocation = reader.location
    }
}
