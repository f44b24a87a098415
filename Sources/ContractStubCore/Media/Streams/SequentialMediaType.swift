/// The sequential media types (OpenAPI 3.2 "Sequential Media Types") ContractStub reads item by item: the body is a
/// repetition of items, which `itemSchema` checks one at a time and `schema` checks as one array.
enum SequentialMediaType: Sendable, Hashable {
    /// JSON Lines: one JSON value per line (`application/jsonl`, `application/x-ndjson`, `application/jsonlines`).
    case jsonLines
    /// JSON Text Sequences (RFC 7464, `application/json-seq`): values each after an RS (0x1E) byte.
    case jsonSequence
    /// Server-Sent Events (`text/event-stream`), parsed by the WHATWG rules; each event is an object with `data`, and
    /// `event`, `id` and `retry` when its block sets them.
    case eventStream
    /// `multipart/mixed`: each part is an item (JSON parts as JSON, text parts as strings).
    case multipartMixed

    /// The sequential media type of `type`, or `nil` when it is not one.
    init?(_ type: ContentType) {
        switch type.essence {
        case "application/jsonl", "application/x-ndjson", "application/jsonlines", "application/x-jsonlines": self = .jsonLines
        case "application/json-seq": self = .jsonSequence
        case "text/event-stream": self = .eventStream
        case "multipart/mixed": self = .multipartMixed
        default: return nil
        }
    }
}
