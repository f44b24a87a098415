extension OpenAPI {
    /// The Link Object: how a response value feeds another operation.
    public struct Link: Sendable {
        /// A reference to the target operation (mutually exclusive with `operationId`).
        public let operationRef: String?
        /// The target operation's id.
        public let operationId: String?
        /// Parameter values or runtime expressions, by parameter name.
        public let parameters: [String: JSONValue]
        /// A value or runtime expression for the target's body.
        public let requestBody: JSONValue?
        /// A description.
        public let description: String?
        /// A server for the target.
        public let server: Server?
        /// `x-` extensions.
        public let extensions: [String: JSONValue]
        /// Where it is.
        public let specLocation: SpecLocation
    }
}

extension OpenAPI.Link: ReferenceableObject {
    static let componentKind = ComponentKind.links
    private static let fields: Set<String> = ["operationRef", "operationId", "parameters", "requestBody", "description", "server"]

    init?(reading reader: ObjectReader) {
        operationRef = reader.string("operationRef")
        operationId = reader.string("operationId")
        if operationRef != nil, operationId != nil {
            reader.report(.error, "spec.link.exclusive", "a Link Object has either 'operationRef' or 'operationId'; found both")
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
