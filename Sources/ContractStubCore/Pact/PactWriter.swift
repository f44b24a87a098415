import Foundation

/// Writes recorded exchanges as a Pact file (specification v4 by default, v3 on request) that a provider can verify
/// with Pact's own tools.
///
/// - One interaction per request shape: method, path template, query parameter names, request body members and
///   response status; the first exchange of each shape is kept, and its description names the shape
///   (`GET /pets with limit → 200`, `POST /pets sending name, status → 201`).
/// - Interactions are ordered by description, so the output depends only on the first exchange of each shape,
///   byte for byte.
/// - Response bodies carry `matchingRules` from the schema (``PactRuleBuilder``), so a provider is held to the
///   spec's types and patterns, not to the example's values.
/// - Header values the redaction covers (`Authorization`, cookies, configured names) lose their secret (`Bearer REDACTED`);
///   `Host` and `Content-Length` are left out, and responses keep only `Content-Type`.
///
/// ```swift
/// let writer = PactWriter(contract: contract, consumer: "web", provider: "api")
/// try writer.text(exchanges).write(to: URL(fileURLWithPath: "pacts/web-api.json"), atomically: true, encoding: .utf8)
/// ```
package struct PactWriter: Sendable {
    private let router: RequestValidator
    private let rules: PactRuleBuilder
    private let consumer: String
    private let provider: String
    private let version: PactVersion
    private let redaction: HeaderRedaction

    /// A writer for exchanges of `contract`, between `consumer` and `provider`.
    package init(
        contract: Contract, consumer: String, provider: String, version: PactVersion = .v4,
        redaction: HeaderRedaction = HeaderRedaction(HeaderRedaction.defaultNames)
    ) {
        router = RequestValidator(contract: contract)
        rules = PactRuleBuilder(view: PactSchemaView(references: SchemaReferenceFollower(contract)))
        self.consumer = consumer
        self.provider = provider
        self.version = version
        self.redaction = redaction
    }

    /// The file name Pact's tools use: `consumer-provider.json`.
    package var fileName: String { "\(consumer)-\(provider).json" }

    /// The pact of `exchanges` as pretty-printed JSON text ending in a line feed; exchanges without a response are
    /// left out.
    package func text(_ exchanges: [TrafficExchange]) -> String {
        document(exchanges).serialized(pretty: true) + "\n"
    }

    /// The pact of `exchanges` as a JSON document.
    package func document(_ exchanges: [TrafficExchange]) -> JSONValue {
        document(exchanges.compactMap(interaction(for:)))
    }

    /// The pact of `interactions`: the first of each shape, ordered by description.
    package func document(_ interactions: [Interaction]) -> JSONValue {
        var byShape: [String: Interaction] = [:]
        for interaction in interactions where byShape[interaction.shape] == nil { byShape[interaction.shape] = interaction }
        let ordered = byShape.values.sorted { ($0.description, $0.shape) < ($1.description, $1.shape) }
        return .object(
            JSONObject([
                ("consumer", .object(JSONObject([("name", .string(consumer))]))),
                ("interactions", .array(ordered.map(\.json))),
                (
                    "metadata",
                    .object(
                        JSONObject([
                            ("pactSpecification", .object(JSONObject([("version", .string(version == .v4 ? "4.0" : "3.0.0"))])))
                        ]))
                ),
                ("provider", .object(JSONObject([("name", .string(provider))]))),
            ]))
    }

    /// One interaction of a pact, with the request shape it stands for.
    package struct Interaction: Sendable {
        /// Method, path template, query names, request body members and status: interactions of one shape are one.
        package let shape: String
        /// The interaction's description, unique per shape: `GET /pets/{petId} → 200`.
        package let description: String
        /// The interaction as written.
        package let json: JSONValue
    }

    /// The interaction `exchange` stands for; `nil` when it has no response.
    package func interaction(for exchange: TrafficExchange) -> Interaction? {
        guard let response = exchange.response else { return nil }
        let request = exchange.request
        let operation = router.operation(for: request)
        let path = operation?.path ?? Self.path(of: request.url)
        let queryNames = Self.query(of: request.url).keys.sorted()
        let bodyMembers =
            (request.body.flatMap { try? JSONValue(decodingInstance: $0) }?.objectValue?.keys.sorted()) ?? []
        let method = request.method.uppercased()
        let shape = [method, path, queryNames.joined(separator: ","), bodyMembers.joined(separator: ","), String(response.status)]
            .joined(separator: "\u{1F}")
        var description = "\(method) \(path)"
        if !queryNames.isEmpty { description += " with " + queryNames.joined(separator: ", ") }
        if !bodyMembers.isEmpty { description += " sending " + bodyMembers.joined(separator: ", ") }
        description += " → \(response.status)"
        return Interaction(shape: shape, description: description, json: json(description, request, response, operation))
    }

    private func json(_ description: String, _ request: HTTPRequest, _ response: HTTPResponse, _ operation: Contract.Operation?)
        -> JSONValue
    {
        var requestObject = JSONObject()
        requestObject["method"] = .string(request.method.uppercased())
        requestObject["path"] = .string(Self.path(of: request.url))
        let query = Self.query(of: request.url)
        if !query.isEmpty { requestObject["query"] = .object(query) }
        let requestHeaders = request.headers.fields.filter { !["host", "content-length"].contains($0.name.lowercased()) }
        if !requestHeaders.isEmpty { requestObject["headers"] = headers(requestHeaders) }
        if let body = request.body, !body.isEmpty { requestObject["body"] = self.body(body, contentType: request.headers["Content-Type"]) }

        var responseObject = JSONObject()
        responseObject["status"] = .number(JSONNumber(response.status))
        let contentType = response.headers["Content-Type"]
        if let contentType { responseObject["headers"] = headers([HTTPHeaders.Field(name: "Content-Type", value: contentType)]) }
        if !response.body.isEmpty {
            responseObject["body"] = body(response.body, contentType: contentType, droppingNullMembers: true)
            if let json = (try? JSONValue(decodingInstance: response.body)).map(Self.withoutNullMembers), let operation,
                let bodyRules = rules.rules(for: json, schemas: Self.schemas(operation, response))
            {
                responseObject["matchingRules"] = .object(JSONObject([("body", bodyRules)]))
            }
        }
        var members: [(String, JSONValue)] = [("description", .string(description))]
        if version == .v4 { members.append(("pending", .bool(false))) }
        members += [("request", .object(requestObject)), ("response", .object(responseObject))]
        if version == .v4 { members.append(("type", .string("Synchronous/HTTP"))) }
        return .object(JSONObject(members))
    }

    private func headers(_ fields: [HTTPHeaders.Field]) -> JSONValue {
        var object = JSONObject()
        for field in redaction.apply(to: HTTPHeaders(fields)).fields {
            switch (version, object[field.name]) {
            case (.v4, .array(let values)?): object[field.name] = .array(values + [.string(field.value)])
            case (.v4, _): object[field.name] = .array([.string(field.value)])
            case (.v3, .string(let value)?): object[field.name] = .string(value + ", " + field.value)
            case (.v3, _): object[field.name] = .string(field.value)
            }
        }
        return .object(object)
    }

    /// A JSON body as its value (v3) or `{content, contentType, encoded}` (v4); other bodies as text or base64.
    /// A response's `null` members are left out: the consumer may rely on a subset, and Pact has no matcher for
    /// "null or a value", so a provider answering a value there would fail verification.
    private func body(_ data: Data, contentType: String?, droppingNullMembers: Bool = false) -> JSONValue {
        var json = (contentType.map(Self.isJSON) ?? false) ? try? JSONValue(decodingInstance: data) : nil
        if droppingNullMembers { json = json.map(Self.withoutNullMembers) }
        let text = String(data: data, encoding: .utf8)
        switch version {
        case .v3:
            return json ?? .string(text ?? data.base64EncodedString())
        case .v4:
            var object = JSONObject()
            object["content"] = json ?? .string(text ?? data.base64EncodedString())
            object["contentType"] = .string(contentType ?? "application/octet-stream")
            object["encoded"] = json == nil && text == nil ? .string("base64") : .bool(false)
            return .object(object)
        }
    }

    /// `value` with every object member whose value is `null` removed, at any depth.
    static func withoutNullMembers(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            return .object(JSONObject(object.filter { $0.value != .null }.map { ($0.key, withoutNullMembers($0.value)) }))
        case .array(let items): return .array(items.map(withoutNullMembers))
        default: return value
        }
    }

    private static func schemas(_ operation: Contract.Operation, _ response: HTTPResponse) -> [OpenAPI.SchemaObject] {
        guard let content = operation.response(for: response.status)?.response.content else { return [] }
        let type = response.headers["Content-Type"].map(ContentType.essence(of:))
        if let type, let exact = content.first(where: { ContentType.essence(of: $0.key) == type }) {
            return exact.value.schema.map { [$0] } ?? []
        }
        return content.first { isJSON($0.key) }?.value.schema.map { [$0] } ?? []
    }

    private static func path(of url: URL) -> String {
        let path = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath ?? url.path
        return path.isEmpty ? "/" : path
    }

    private static func query(of url: URL) -> JSONObject {
        var object = JSONObject()
        for item in URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? [] {
            let values = object[item.name]?.arrayValue ?? []
            object[item.name] = .array(values + [.string(item.value ?? "")])
        }
        return object
    }

    private static func isJSON(_ contentType: String) -> Bool {
        let type = ContentType.essence(of: contentType)
        return type.hasSuffix("/json") || type.hasSuffix("+json")
    }
}
