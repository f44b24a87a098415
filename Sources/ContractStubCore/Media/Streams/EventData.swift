import Foundation

/// An event's `data` as a 3.0/3.1 `text/event-stream` `schema` describes it: real specs write
/// `text/event-stream: {schema: Chunk}` meaning "each event's `data`, parsed as JSON, is a Chunk". Data that parses as
/// JSON is that JSON value; any other data is the text itself (a string).
///
/// ```swift
/// EventData.value(#"{"id":"evt-1"}"#)  // .object(["id": "evt-1"])
/// EventData.value("[DONE]")  // .string("[DONE]")
/// EventData.text(for: .string("1"))  // "\"1\"" (written as JSON, so it reads back as the string)
/// ```
enum EventData {
    /// The value `data` holds: its JSON when it parses as JSON, else the text.
    static func value(_ data: String) -> JSONValue {
        (try? JSONValue(decodingInstance: Data(data.utf8))) ?? .string(data)
    }

    /// The `data` text that ``value(_:)`` reads back as `value`: a string that would not read as JSON (and has no
    /// carriage return, which would end an event line) is written as it is; anything else as JSON.
    static func text(for value: JSONValue) -> String {
        if case .string(let text) = value, !text.contains("\r"), Self.value(text) == value { return text }
        return value.serialized()
    }
}
