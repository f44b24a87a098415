/// One item of a sequential body, read in order.
struct StreamItem: Sendable {
    /// Its position in the stream, from 0.
    let index: Int
    /// The value `itemSchema` checks, or why the item could not be read.
    let value: Result<JSONValue, BodyDecodingError>
    /// For event streams: the event's name (`message` when it sets none).
    let eventName: String?
    /// The item as sent (an event's `data`, a line of JSON Lines), for messages.
    let text: String

    /// "event 2 'delta' (data: {"text": 5})", "item 3 ({"id": "x"})": the item named for a finding's message, its text
    /// cut to 200 characters.
    var label: String {
        let shown = text.count > 200 ? text.prefix(200) + "…" : Substring(text)
        if let eventName { return "event \(index) '\(eventName)' (data: \(shown))" }
        return "item \(index) (\(shown))"
    }
}
