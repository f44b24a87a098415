extension OpenAPI.Operation: SpecObjectDecodable {
    static let objectName = "Operation Object"
    private static let fields: Set<String> = [
        "tags", "summary", "description", "externalDocs", "operationId", "parameters", "requestBody", "responses", "callbacks",
        "deprecated", "security", "servers",
    ]

    init?(reading reader: ObjectReader) {
        tags = reader.strings("tags") ?? []
        summary = reader.string("summary")
        description = reader.string("description")
        externalDocs = reader.child("externalDocs", OpenAPI.ExternalDocumentation.self)
        operationId = reader.string("operationId")
        parameters = reader.referenceArray("parameters", OpenAPI.Parameter.self)
        QuerystringRule.check(reader, parameters)
        requestBody = reader.referenceOr("requestBody", OpenAPI.RequestBody.self)
        responses = reader.child("responses", OpenAPI.Responses.self, required: !reader.version.isAtLeast31)
        callbacks = reader.referenceMap("callbacks", OpenAPI.Callback.self)
        deprecated = reader.bool("deprecated") ?? false
        security = reader.object["security"] == nil ? nil : reader.array("security", OpenAPI.SecurityRequirement.self)
        servers = reader.array("servers", OpenAPI.Server.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
