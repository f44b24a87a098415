import Foundation

/// Writes recorded exchanges as a Pact file (specification v4 by default, v3 on request) that a provider can verify
/// with Pact's own tools.
///
/// - One interaction per request shape: method, path template, query parameter names, request body members and
///   response status; the first exchange of each shape is kept.
/// - Interactions are ordered by description, which starts with the method and path template, so the output is
///   byte-identical for the same exchanges in any order.
/// - Response bodies carry `matchingRules` from the schema (``PactRuleBuilder``), so a provider is held to the
///   spec's types and patterns, not to the example's values.
/// - Header values the redaction covers (`Authorization`, cookies, configured names) are written as `REDACTED`;
///   `Host` and `Content-Length` are left out, and responses keep only `Content-Type`.
///
/// ```swift
/// let writer = PactWriter(contract: contract, consumer: "web", provider: "api")
/// try writer.text(exchanges).write(to: URL(fileURLWithPath: "pacts/web-api.json"), atomically: true, encoding: .utf8)
/// ```
package struct PactWriter: Sendable {
    /// The Pact specification versions written.
    package enum Version: String, Sendable, CaseIterable {
        /// Pact specification 3.0.0.
        case v3 = "3"
        /// Pact specification 4.0.
        case v4 = "4"
    }

    private let router: RequestValidator
    private let rules: PactRuleBuilder
    private let consumer: String
    private let provider: String
    private let version: Version
    private let redaction: HeaderRedaction

    /// A writer for exchanges of `contract`, between `consumer` and `provider`.
    package init(
        contract: Contract, consumer: String, provider: String, version: Version = .v4,
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
        var byShape: [String: JSONValue] = [:]
        var descriptions: [String: String] = [:]
        for exchange in exchanges {
            guard let response = exchange.response else { continue }
            let operation = router.operation(for: exchange.request)
            let shape = Self.shape(exchange.request, response, operation)
            guard byShape[shape] == nil else { continue }
            var description = Self.description(exchange.request, response, operation)
            if descriptions.values.contains(description) {
                description += " #" + String(descriptions.values.count { $0.hasPrefix(description) } + 1)
            }
            descriptions[shape] = description
            byShape[shape] = interaction(description, exchange.request, response, operation)
        }
        let interactions = byShape.keys.sorted { (descriptions[$0]!, $0) < (descriptions[$1]!, $1) }.map { byShape[$0]! }
        return .object(
            JSONObject([
                ("consumer", .object(JSONObject([("name", .string(consumer))]))),
                ("interactions", .array(interactions)),
                (
                    "metadata",
                    .object(
                        JSONObject([
                            ("pactSpecification", .object(JSONObject([("version", .string(version == .v4 ? "4.0" : "3.0.0"))]))),
                            ("contractstub", .object(JSONObject([("writer", .string("contractstub pact"))]))),
                        ]))
                ),
                ("provider", .object(JSONObject([("name", .string(provider))]))),
            ]))
    }

    private func interaction(_ description: String, _ request: HTTPRequest, _ response: HTTPResponse, _ operation: Contract.Operation?)
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
        case .object(let object): return .object(JSONObject(object.filter { $0.value != .null }.map { ($0.key, withoutNullMembers($0.value)) }))
        case .array(let items): return .array(items.map(withoutNullMembers))
        default: return value
        }
    }

    private static func schemas(_ operation: Contract.Operation, _ response: HTTPResponse) -> [OpenAPI.SchemaObject] {
        guard let content = operation.response(for: response.status)?.response.content else { return [] }
        let type = response.headers["Content-Type"].map(essence)
        if let type, let exact = content.first(where: { essence($0.key) == type }) { return exact.value.schema.map { [$0] } ?? [] }
        return content.first { isJSON($0.key) }?.value.schema.map { [$0] } ?? []
    }

    /// What makes two exchanges the same interaction: method, path template (or path), query names, request body
    /// members, status.
    private static func shape(_ request: HTTPRequest, _ response: HTTPResponse, _ operation: Contract.Operation?) -> String {
        let path = operation?.path ?? path(of: request.url)
        let queryNames = query(of: request.url).keys.sorted().joined(separator: ",")
        let bodyMembers = request.body.flatMap { try? JSONValue(decodingInstance: $0) }?.objectValue?.keys.sorted().joined(separator: ",") ?? ""
        return [request.method.uppercased(), path, queryNames, bodyMembers, String(response.status)].joined(separator: "\u{1F}")
    }

    /// `GET /pets/{petId} → 200` (`, query limit` when there is one).
    private static func description(_ request: HTTPRequest, _ response: HTTPResponse, _ operation: Contract.Operation?) -> String {
        let names = query(of: request.url).keys.sorted()
        let path = operation?.path ?? path(of: request.url)
        return "\(request.method.uppercased()) \(path)" + (names.isEmpty ? "" : " with " + names.joined(separator: ", ")) + " → \(response.status)"
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

    private static func essence(_ contentType: String) -> String {
        contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    private static func isJSON(_ contentType: String) -> Bool {
        let type = essence(contentType)
        return type.hasSuffix("/json") || type.hasSuffix("+json")
    }
}
