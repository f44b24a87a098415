/// One event dispatched from a `text/event-stream` body by the WHATWG parsing rules.
struct ServerSentEvent: Sendable, Hashable {
    /// The `event` field's value, when the event's block set one.
    let type: String?
    /// The `data` lines joined with line feeds (without the final one).
    let data: String
    /// The `id` field's value, when the event's block set one.
    let id: String?
    /// The `retry` field's value, when the block set a valid one (ASCII digits only).
    let retry: Int?

    /// The name listeners see: the `event` field, or `message` when there is none.
    var name: String { type.flatMap { $0.isEmpty ? nil : $0 } ?? "message" }

    /// The event as OpenAPI 3.2 models it for `itemSchema`: `data` (a string), and `event`, `id` (strings) and `retry`
    /// (an integer) when the block set them.
    var instance: JSONValue {
        var object = JSONObject()
        if let type, !type.isEmpty { object["event"] = .string(type) }
        object["data"] = .string(data)
        if let id { object["id"] = .string(id) }
        if let retry { object["retry"] = .number(JSONNumber(retry)) }
        return .object(object)
    }
}
