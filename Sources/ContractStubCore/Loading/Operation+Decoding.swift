extension OpenAPI.Operation: SpecObjectDecodable {
    static let objectName = "Operation Object"
    private static let fields = FixedFields([
        "tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody", "responses", "callbacks",
        "deprecated", "security", "servers",
    ])

    convenience init?(reading reader: ObjectReader) {
        let tags = reader.strings("tags") ?? []
        let summary = reader.string("summary")
        let description = reader.string("description")
        let externalDocs = reader.child("externalDocs", OpenAPI.ExternalDocumentation.self)
        let operationId = reader.string("operationId")
        let parameters = reader.referenceArray("parameters", OpenAPI.Parameter.self)
        QuerystringRule.check(reader, parameters)
        let requestBody = reader.referenceOr("requestBody", OpenAPI.RequestBody.self)
        let responses = reader.child("responses", OpenAPI.Responses.self, required: !reader.version.isAtLeast31)
        let callbacks = reader.referenceMap("callbacks", OpenAPI.Callback.self)
        let deprecated = reader.bool("deprecated") ?? false
        let security = reader.object["security"] == nil ? nil : reader.array("security", OpenAPI.SecurityRequirement.self)
        let servers = reader.array("servers", OpenAPI.Server.self)
        let extensions = reader.extensions(known: Self.fields)
        let specLocation = reader.location
        self.init(
            tags: tags, summary: summary, description: description, externalDocs: externalDocs, operationId: operationId,
            parameters: parameters, requestBody: requestBody, responses: responses, callbacks: callbacks, deprecated: deprecated,
            security: security, servers: servers, extensions: extensions, specLocation: specLocation)
    }
}
