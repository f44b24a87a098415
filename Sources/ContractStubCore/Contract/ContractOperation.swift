extension Contract {
    /// One operation with everything a validator needs already resolved: merged parameters,
    /// the request body and responses behind their `$ref`s, and the security that applies.
    package struct Operation: Sendable, Identifiable {
        /// The operation's identity in its contract: routes, request and response plans and stubbed answers are
        /// keyed by it.
        package var id: ID { storage.id }
        /// The HTTP method.
        package var method: HTTPMethod { storage.method }
        /// The path template, e.g. `/pets/{petId}`.
        package var path: String { storage.path }
        /// The operation as written.
        package var operation: OpenAPI.Operation { storage.operation }
        /// Path-item parameters merged with the operation's own; an operation parameter replaces a path-item
        /// parameter with the same name and location. Unresolvable references are left out (and reported).
        package var parameters: [OpenAPI.Parameter] { storage.parameters }
        /// The request body, resolved.
        package var requestBody: OpenAPI.RequestBody? { storage.requestBody }
        /// The responses in document order, resolved.
        package var responses: [DeclaredResponse] { storage.responses }
        /// The security that applies: the operation's, else the document's; `[]` when none is required.
        package var security: [OpenAPI.SecurityRequirement] { storage.security }
        /// The servers that apply: the operation's, else the path item's, else the document's.
        package var servers: [OpenAPI.Server] { storage.servers }

        /// The fields, shared by every copy: an operation is handed around per request, and a copy of one reference
        /// costs one reference count where a copy of every field cost dozens, each on memory all cores touch.
        private let storage: Storage

        /// Why the operation cannot be checked or answered: the `$ref`s it reads that cannot be followed (see
        /// ``Contract``'s error policy), each a diagnostic naming the reference, at its pointer, with the operation's id.
        /// `[]` for an operation that works.
        package var referenceFailures: [Diagnostic] { storage.referenceFailures }

        /// Whether a broken `$ref` keeps the operation from being checked or answered (``referenceFailures``).
        package var isBroken: Bool { !storage.referenceFailures.isEmpty }

        /// The operation's id, when it has one.
        package var operationId: String? { storage.operation.operationId }

        /// Where the operation is in the spec.
        package var specLocation: SpecLocation { storage.operation.specLocation }

        /// The response declared for `status`: the exact code, else its `NXX` range, else `default`.
        package func response(for status: Int) -> DeclaredResponse? {
            storage.responseKeys.mostSpecific(for: status).map { storage.responses[$0] }
        }

        /// The key of the response declared for `status` (`200`, `2XX`, `default`), found without copying responses.
        package func responseKey(for status: Int) -> OpenAPI.ResponseKey? {
            storage.responseKeys.mostSpecific(for: status).map { storage.responseKeys[$0] }
        }

        init(
            id: ID, method: HTTPMethod, path: String, item: OpenAPI.PathItem, operation: OpenAPI.Operation,
            document: OpenAPI.Document, referenceFailures: [Diagnostic] = []
        ) {
            storage = Storage(
                id: id, method: method, path: path, item: item, operation: operation, document: document,
                referenceFailures: referenceFailures)
        }

        /// The fields of an operation, worked out once from the spec.
        private final class Storage: Sendable {
            let id: ID
            let method: HTTPMethod
            let path: String
            let operation: OpenAPI.Operation
            let parameters: [OpenAPI.Parameter]
            let requestBody: OpenAPI.RequestBody?
            let responses: [DeclaredResponse]
            /// The keys of `responses`, in the same order.
            let responseKeys: [OpenAPI.ResponseKey]
            let security: [OpenAPI.SecurityRequirement]
            let servers: [OpenAPI.Server]
            let referenceFailures: [Diagnostic]

            init(
                id: ID, method: HTTPMethod, path: String, item: OpenAPI.PathItem, operation: OpenAPI.Operation,
                document: OpenAPI.Document, referenceFailures: [Diagnostic]
            ) {
                self.referenceFailures = referenceFailures
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
                responseKeys = responses.map(\.key)
                security = operation.security ?? document.security ?? []
                servers = !operation.servers.isEmpty ? operation.servers : !item.servers.isEmpty ? item.servers : document.servers
            }
        }
    }
}
