import Foundation

/// One exchange as an entry of a HAR 1.2 file (what browsers' network panels and Proxyman open, and what
/// `contractstub verify` reads back):
///
/// ```json
/// {"startedDateTime":"2026-11-23T21:00:00.000Z","time":0,"request":{"method":"GET","url":"…","httpVersion":"HTTP/1.1",
///  "cookies":[],"headers":[{"name":"Accept","value":"application/json"}],"queryString":[],"headersSize":-1,"bodySize":0},
///  "response":{"status":200,"statusText":"OK","httpVersion":"HTTP/1.1","cookies":[],"headers":[…],
///  "content":{"size":2,"mimeType":"application/json","text":"[]"},"redirectURL":"","headersSize":-1,"bodySize":2},
///  "cache":{},"timings":{"send":0,"wait":0,"receive":0},"_operationId":"listPets","_violations":[]}
/// ```
///
/// Bodies that are UTF-8 text go in `text`, others in base64 with `"encoding":"base64"` (for `postData` too, as
/// Proxyman and `verify` read it). What the traffic log keeps beyond HAR goes in `_`-prefixed fields, which HAR
/// allows: `_operationId`, `_violations`, `_bodyVisible: false` (a request body that could not be seen) and
/// `_error: {code}` (a stubbed network failure). A refused request or a failure has no real response: it is written
/// with status 0, as browsers write failed requests. Sensitive headers are written as `REDACTED`.
package struct HAREntryText {
    /// The JSON text of the entry.
    package let text: String

    /// The entry of `recorded`, started at `date`, with the secrets `redaction` covers replaced; `statusText` is the
    /// response's reason phrase (the caller's `HTTPURLResponse.localizedString(forStatusCode:)`: this layer has no
    /// networking).
    package init(_ recorded: RecordedExchange, statusText: String, redacting redaction: HeaderRedaction, at date: Date) {
        let request = recorded.exchange.request
        let url = redaction.apply(to: request.url)
        var requestObject = JSONObject([
            ("method", .string(request.method.uppercased())), ("url", .string(url.absoluteString)),
            ("httpVersion", .string("HTTP/1.1")), ("cookies", .array([])), ("headers", Self.headers(redaction.apply(to: request.headers))),
            ("queryString", Self.query(url)), ("headersSize", .number(JSONNumber(-1))),
            ("bodySize", .number(JSONNumber(request.body?.count ?? 0))),
        ])
        if let body = request.body {
            requestObject["postData"] = .object(Self.content(body, mimeType: request.headers["Content-Type"]))
        }
        var entry = JSONObject([
            ("startedDateTime", .string(Self.timestamp(date))), ("time", .number(JSONNumber(0))), ("request", .object(requestObject)),
            ("response", .object(Self.response(recorded.exchange.response, statusText: statusText, redaction))),
            ("cache", .object(JSONObject())), ("timings", Self.timings),
        ])
        entry["_operationId"] = recorded.operationId.map(JSONValue.string)
        if request.bodyVisibility == .hidden { entry["_bodyVisible"] = .bool(false) }
        if let errorCode = recorded.errorCode { entry["_error"] = .object(JSONObject([("code", .number(JSONNumber(errorCode)))])) }
        entry["_violations"] = .array(recorded.violations.map { $0.jsonValue() })
        text = JSONValue.object(entry).serialized()
    }

    private static func response(_ response: HTTPResponse?, statusText: String, _ redaction: HeaderRedaction) -> JSONObject {
        let body = response?.body ?? Data()
        var content = body.isEmpty ? JSONObject() : Self.content(body, mimeType: response?.headers["Content-Type"])
        content["size"] = .number(JSONNumber(body.count))
        content["mimeType"] = .string(response?.headers["Content-Type"] ?? "")
        return JSONObject([
            ("status", .number(JSONNumber(response?.status ?? 0))),
            ("statusText", .string(response == nil ? "" : statusText)),
            ("httpVersion", .string("HTTP/1.1")), ("cookies", .array([])),
            ("headers", headers(response.map { redaction.apply(to: $0.headers) } ?? [:])), ("content", .object(content)),
            ("redirectURL", .string(response?.headers["Location"] ?? "")), ("headersSize", .number(JSONNumber(-1))),
            ("bodySize", .number(JSONNumber(body.count))),
        ])
    }

    /// `{mimeType, text}`, with `encoding: base64` when the bytes are not UTF-8.
    private static func content(_ body: Data, mimeType: String?) -> JSONObject {
        var object = JSONObject([("mimeType", .string(mimeType ?? ""))])
        if let text = String(data: body, encoding: .utf8) {
            object["text"] = .string(text)
        } else {
            object["text"] = .string(body.base64EncodedString())
            object["encoding"] = .string("base64")
        }
        return object
    }

    /// No timings are measured: a stub answers at once.
    private static let timings = JSONValue.object(
        JSONObject([("send", .number(JSONNumber(0))), ("wait", .number(JSONNumber(0))), ("receive", .number(JSONNumber(0)))]))

    private static func headers(_ headers: HTTPHeaders) -> JSONValue {
        .array(headers.map { ["name": .string($0.name), "value": .string($0.value)] })
    }

    private static func query(_ url: URL) -> JSONValue {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return .array(items.map { ["name": .string($0.name), "value": .string($0.value ?? "")] })
    }

    private static func timestamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }
}
