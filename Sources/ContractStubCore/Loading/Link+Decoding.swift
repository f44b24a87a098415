extension OpenAPI.Link: ReferenceableObject {
    static let componentKind = ComponentKind.links
    private static let fields = FixedFields(["operationRef", "operationId", "parameters", "requestBody", "description", "server"])

    init?(reading reader: ObjectReader) {
        operationRef = reader.string("operationRef")
        operationId = reader.string("operationId")
        if operationRef != nil, operationId != nil {
            reader.report(.error, .specLinkExclusive, "a Link Object has either 'operationRef' or 'operationId'; found both")
        } else if reader.object["operationRef"] == nil, reader.object["operationId"] == nil {
            reader.report(.error, .specFieldRequired, "a Link Object requires 'operationRef' or 'operationId'; both are missing")
        }
        var parameters: [String: JSONValue] = [:]
        for (name, value) in reader.jsonObject("parameters") ?? JSONObject() { parameters[name] = value }
        self.parameters = parameters
        requestBody = reader.value("requestBody")
        description = reader.string("description")
        server = reader.child("server", OpenAPI.Server.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
