extension OpenAPI.Components: SpecObjectDecodable {
    static let objectName = "Components Object"
    private static let fields = FixedFields(
        Set(ComponentKind.allCases.map(\.rawValue)).subtracting(["pathItems", "mediaTypes"]), addedIn31: ["pathItems"],
        addedIn32: ["mediaTypes"])

    /// No components (the document has no `components`).
    init() {
        schemas = OrderedMap()
        responses = OrderedMap()
        parameters = OrderedMap()
        examples = OrderedMap()
        requestBodies = OrderedMap()
        headers = OrderedMap()
        securitySchemes = OrderedMap()
        links = OrderedMap()
        callbacks = OrderedMap()
        pathItems = OrderedMap()
        mediaTypes = OrderedMap()
        extensions = [:]
        specLocation = nil
    }

    init?(reading reader: ObjectReader) {
        ComponentNameRule.check(reader)
        var schemas = OrderedMap<OpenAPI.SchemaObject>()
        if let members = reader.jsonObject("schemas") {
            let base = reader.location.appending("schemas")
            for (name, value) in members {
                if let schema = reader.decoder.schema(from: value, at: base.appending(name)) { schemas[name] = schema }
            }
        }
        self.schemas = schemas
        responses = reader.referenceMap("responses", OpenAPI.Response.self, shared: true)
        parameters = reader.referenceMap("parameters", OpenAPI.Parameter.self, shared: true)
        examples = reader.referenceMap("examples", OpenAPI.Example.self, shared: true)
        requestBodies = reader.referenceMap("requestBodies", OpenAPI.RequestBody.self, shared: true)
        headers = reader.referenceMap("headers", OpenAPI.Header.self, shared: true)
        securitySchemes = reader.referenceMap("securitySchemes", OpenAPI.SecurityScheme.self, shared: true)
        links = reader.referenceMap("links", OpenAPI.Link.self, shared: true)
        callbacks = reader.referenceMap("callbacks", OpenAPI.Callback.self, shared: true)
        pathItems = reader.referenceMap("pathItems", OpenAPI.PathItem.self, shared: true)
        mediaTypes =
            reader.version.isAtLeast32 ? reader.referenceMap("mediaTypes", OpenAPI.MediaType.self, shared: true) : OrderedMap()
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
