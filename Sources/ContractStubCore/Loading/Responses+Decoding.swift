extension OpenAPI.Responses: SpecObjectDecodable {
    static let objectName = "Responses Object"

    init?(reading reader: ObjectReader) {
        var entries: [OpenAPI.Responses.Entry] = []
        var extensions: [String: JSONValue] = [:]
        for (name, value) in reader.object {
            if name.hasPrefix("x-") {
                extensions[name] = value
                continue
            }
            guard let key = OpenAPI.ResponseKey(name) else {
                reader.report(
                    .error, .specResponseKey, "a response key must be a status code (200), a range (2XX) or 'default'; found '\(name)'",
                    at: name)
                continue
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
