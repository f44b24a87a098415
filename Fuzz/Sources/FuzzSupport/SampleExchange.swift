import Foundation

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

/// Plausible requests and traffic-log lines for a contract's operations, used only as seeds.
enum SampleExchange {
    /// A synthesizer reading the contract's documents.
    static func valueSynthesizer(for contract: Contract) -> ValueSynthesizer {
        let registry = SchemaRegistry()
        for document in contract.documents { registry.register(document.json, at: document.url) }
        return ValueSynthesizer(compiler: SchemaCompiler(dialect: contract.dialect, registry: registry))
    }

    /// The operation's path with every template variable set to `1`, every query and header parameter set to `1`
    /// and, when it takes JSON, a body synthesized from its schema.
    static func request(for operation: Contract.Operation, in contract: Contract) -> HTTPRequest {
        let server = operation.servers.first.map { $0.url } ?? ""
        let base = server.hasPrefix("http") ? server : "https://example.com" + server
        let path = operation.path.replacingOccurrences(of: #"\{[^}]*\}"#, with: "1", options: .regularExpression)
        var components = URLComponents(string: base + path) ?? URLComponents()
        var headers = HTTPHeaders()
        var query: [URLQueryItem] = []
        for parameter in operation.parameters {
            switch parameter.location {
            case .query: query.append(URLQueryItem(name: parameter.name, value: "1"))
            case .header: headers.add(name: parameter.name, value: "1")
            case .path, .cookie, .querystring: break
            }
        }
        if !query.isEmpty { components.queryItems = query }
        var body: Data?
        if let (type, media) = operation.requestBody?.content.first(where: { $0.key.contains("json") }),
            let schema = media.schema
        {
            let value = valueSynthesizer(for: contract).synthesize(
                documentURI: schema.specLocation.documentURL, pointer: schema.specLocation.pointer, direction: .request
            ).value
            headers["Content-Type"] = type
            body = Data((value ?? .null).serialized().utf8)
        }
        let url = components.url ?? URL(string: "https://example.com/")!
        return HTTPRequest(method: operation.method.description, url: url, headers: headers, body: body)
    }

    /// One traffic-log line (the documentation article "The traffic log format").
    static func logLine(request: HTTPRequest, response: HTTPResponse?) -> String {
        var requestMembers: [(String, JSONValue)] = [
            ("method", .string(request.method)), ("url", .string(request.url.absoluteString)),
            ("headers", headers(request.headers)),
        ]
        if let body = request.body { requestMembers.append(("body", .string(String(decoding: body, as: UTF8.self)))) }
        var members: [(String, JSONValue)] = [("request", .object(JSONObject(requestMembers)))]
        if let response {
            members.append(
                (
                    "response",
                    .object(
                        JSONObject([
                            ("status", .number(JSONNumber(response.status))), ("headers", headers(response.headers)),
                            ("body", .string(String(decoding: response.body, as: UTF8.self))),
                        ]))
                ))
        }
        return JSONValue.object(JSONObject(members)).serialized()
    }

    private static func headers(_ headers: HTTPHeaders) -> JSONValue {
        .object(JSONObject(headers.map { ($0.name, JSONValue.string($0.value)) }))
    }
}
