import Foundation

/// An event's `data` as a 3.0/3.1 `text/event-stream` `schema` describes it: real specs write
/// `text/event-stream: {schema: Chunk}` meaning "each event's `data`, parsed as JSON, is a Chunk". How the data is
/// read follows the schema's declared `type` (``Reading``), so that neither a sentinel such as `data: [DONE]` under an
/// object schema nor JSON events under a `type: string` schema are false alarms.
///
/// ```swift
/// EventData.value(#"{"id":"evt-1"}"#, reading: .json)  // .object(["id": "evt-1"])
/// EventData.value("[DONE]", reading: .json)  // nil: not JSON, so not an event the schema describes
/// EventData.value("[DONE]", reading: .jsonOrText)  // .string("[DONE]")
/// EventData.value(#"{"id":1}"#, reading: .text)  // .string("{\"id\":1}")
/// ```
enum EventData {
    /// How a schema's declared `type` says an event's `data` is read.
    enum Reading: Sendable, Equatable {
        /// The schema is a string schema only (`type: string`): the data is text, never parsed.
        case text
        /// The schema admits strings among other types: the data's JSON when it parses, else the text.
        case jsonOrText
        /// The schema admits no string (an object, a number, …, or no `type`): the data's JSON when it parses; other
        /// data (a `[DONE]` sentinel, a heartbeat) is not an event the schema describes, and is not checked.
        case json

        /// The reading for a schema whose `type` (after `$ref`s) is `type`.
        init(type: JSONValue?) {
            switch type {
            case .string("string")?: self = .text
            case .array(let types)? where types == [.string("string")]: self = .text
            case .array(let types)? where types.contains(.string("string")): self = .jsonOrText
            default: self = .json
            }
        }
    }

    /// The value `data` holds as `reading` reads it, or `nil` when the schema does not describe it (see ``Reading/json``).
    static func value(_ data: String, reading: Reading) -> JSONValue? {
        switch reading {
        case .text: return .string(data)
        case .jsonOrText: return (try? JSONValue(decodingInstance: Data(data.utf8))) ?? .string(data)
        case .json: return try? JSONValue(decodingInstance: Data(data.utf8))
        }
    }

    /// The `data` text that ``value(_:reading:)`` reads back as `value`: text as it is where that reads back (and has no
    /// carriage return, which would end an event line), anything else as JSON. Under ``Reading/text`` a string with a
    /// carriage return has no such text (it is written as JSON, which reads back as that JSON's text).
    static func text(for value: JSONValue, reading: Reading) -> String {
        if case .string(let text) = value, !text.contains("\r"), Self.value(text, reading: reading) == value { return text }
        return value.serialized()
    }
}
