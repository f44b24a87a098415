import Foundation

/// One exchange as a line of the traffic log (the documentation article "The traffic log format"), read by `contractstub verify`:
///
/// ```json
/// {"request":{"method":"GET","url":"…","headers":{…}},"operationId":"listPets","response":{"status":200,"headers":{…},"body":"[…]"},"violations":[…]}
/// ```
///
/// Bodies that are UTF-8 text go in `body`, others in `bodyBase64`. A request whose body could not be seen
/// (upload tasks on Linux) has `"bodyVisible":false`; a stubbed network failure has `"error":{"code":…}`
/// and no `response`. A request ContractStub refused (a problem document it made up, not an answer the server
/// would give) is logged without its `response`, so `verify` checks only the request. Repeated header fields
/// are joined with `, `; secrets (the stub's redacted headers and the contract's API keys) are redacted, keeping
/// what the contract checks (`Authorization: Bearer REDACTED`, `Cookie: session=REDACTED`). `violations` holds diagnostics in their one JSON form (``Diagnostic/jsonValue(file:)``).
package struct TrafficLogLine {
    /// The JSON text, without the line feed.
    package let text: String

    /// The line of `recorded`, with the secrets `redaction` covers replaced.
    package init(_ recorded: RecordedExchange, redacting redaction: HeaderRedaction) {
        let exchange = recorded.exchange
        var line = JSONObject()
        var request = JSONObject()
        request["method"] = .string(exchange.request.method.uppercased())
        request["url"] = .string(redaction.apply(to: exchange.request.url).absoluteString)
        request["headers"] = Self.headers(redaction.apply(to: exchange.request.headers))
        Self.addBody(exchange.request.body, to: &request)
        if exchange.request.bodyVisibility == .hidden { request["bodyVisible"] = false }
        line["request"] = .object(request)
        line["operationId"] = recorded.operationId.map(JSONValue.string)
        if let response = exchange.response {
            var object = JSONObject()
            object["status"] = .number(JSONNumber(response.status))
            object["headers"] = Self.headers(redaction.apply(to: response.headers))
            Self.addBody(response.body.isEmpty ? nil : response.body, to: &object)
            line["response"] = .object(object)
        }
        if let errorCode = recorded.errorCode {
            line["error"] = ["code": .number(JSONNumber(errorCode))]
        }
        line["violations"] = .array(recorded.violations.map { $0.jsonValue() })
        text = JSONValue.object(line).serialized()
    }

    private static func headers(_ headers: HTTPHeaders) -> JSONValue {
        var object = JSONObject()
        for (name, value) in headers {
            object[name] = .string(object[name]?.stringValue.map { "\($0), \(value)" } ?? value)
        }
        return .object(object)
    }

    private static func addBody(_ body: Data?, to object: inout JSONObject) {
        guard let body else { return }
        if let text = String(data: body, encoding: .utf8) {
            object["body"] = .string(text)
        } else {
            object["bodyBase64"] = .string(body.base64EncodedString())
        }
    }
}
