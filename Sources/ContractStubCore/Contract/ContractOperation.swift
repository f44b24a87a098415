extension Contract {
    /// One operation with everything a validator needs already resolved: merged parameters,
    /// the request body and responses behind their `$ref`s, and the security that applies.
    public struct Operation: Sendable, Identifiable {
        /// The operation's identity in its contract: routes, request and response plans and stubbed answers are
        /// keyed by it.
        public let id: ID
        /// The HTTP method.
        public let method: HTTPMethod
        /// The path template, e.g. `/pets/{petId}`.
        public let path: String
        /// The operation as written.
        public let operation: OpenAPI.Operation
        /// Path-item parameters merged with the operation's own; an operation parameter replaces a path-item
        /// parameter with the same name and location. Unresolvable references are left out (and reported).
        public let parameters: [OpenAPI.Parameter]
        /// The request body, resolved.
        public let requestBody: OpenAPI.RequestBody?
        /// The responses in document order, resolved.
        public let responses: [DeclaredResponse]
        /// The security that applies: the operation's, else the document's; `[]` when none is required.
        public let security: [OpenAPI.SecurityRequirement]
        /// The servers that apply: the operation's, else the path item's, else the document's.
        public let servers: [OpenAPI.Server]

        /// The operation's id, when it has one.
        public var operationId: String? { operation.operationId }

        /// Where the operation is in the spec.
        public var specLocation: SpecLocation { operation.specLocation }

        /// The response declared for `status`: the exact code, else its `NXX` range, else `default`.
        public func response(for status: Int) -> DeclaredResponse? {
            responses.mostSpecific(for: status, key: \.key)
        }

        init(
            id: ID, method: HTTPMethod, path: String, item: OpenAPI.PathItem, operation: OpenAPI.Operation,
            document: OpenAPI.Document
        ) {
            self.id = id
            self.method = method
            self.path = path
            self.operation = operation
            var merged = item.parameters.compactMap(\.value)
            for parameter in operation.parameters.compactMap(\.value) {
                if let index = merged.firstIndex(where: { $0.name == parameter.name && $0.location == parameter.location }) {
                    merged[index] = parameter
                } else {
                    merged.append(parameter)
                }
            }
            parameters = merged
            requestBody = operation.requestBody?.value
            responses = (operation.responses?.entries ?? []).compactMap { entry in
                entry.response.value.map { DeclaredResponse(key: entry.key, response: $0) }
            }
            security = operation.security ?? document.security ?? []
            servers = !operation.servers.isEmpty ? operation.servers : !item.servers.isEmpty ? item.servers : document.servers
        }
    }
}
