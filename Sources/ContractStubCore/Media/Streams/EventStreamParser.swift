/// Parses `text/event-stream` bytes exactly as the WHATWG HTML standard's "Parsing an event stream" says, fed in chunks
/// of any size: lines end with CRLF, LF or CR; one leading BOM is dropped; lines starting with `:` are comments;
/// `data` lines are joined with LF; `id` values holding NUL are ignored; a `retry` that is not ASCII digits is ignored;
/// unknown fields are ignored; a blank line dispatches the event, unless no `data` was seen (then nothing is
/// dispatched and the `event` type is reset); an event not ended by a blank line when the stream ends is discarded.
///
/// ```swift
/// var parser = EventStreamParser()
/// parser.feed(Array("event: delta\ndata: {\"text\":\"Hi\"}\n\n".utf8)) { event in print(event.name, event.data) }
/// ```
struct EventStreamParser {
    private var line: [UInt8] = []
    private var afterCR = false
    private var isFirstLine = true
    private var dataBuffer = ""
    private var hasData = false
    private var eventType = ""
    private var hasEventType = false
    private var blockID: String?
    private var blockRetry: Int?

    /// The last event ID the stream set (the `id` a reconnecting client sends as `Last-Event-ID`).
    private(set) var lastEventID = ""

    /// Reads `bytes`, calling `dispatch` with each event completed by them.
    mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes, dispatch: (ServerSentEvent) -> Void) {
        for byte in bytes {
            switch byte {
            case 0x0A where afterCR:
                afterCR = false
            case 0x0A, 0x0D:
                afterCR = byte == 0x0D
                endLine(dispatch)
            default:
                afterCR = false
                line.append(byte)
            }
        }
    }

    private mutating func endLine(_ dispatch: (ServerSentEvent) -> Void) {
        var bytes = line[...]
        if isFirstLine, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        isFirstLine = false
        line.removeAll(keepingCapacity: true)
        if bytes.isEmpty { return dispatchEvent(dispatch) }
        if bytes.first == UInt8(ascii: ":") { return }
        let field: String
        var value = ""
        if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) {
            field = String(decoding: bytes[..<colon], as: UTF8.self)
            var rest = bytes[(colon + 1)...]
            if rest.first == UInt8(ascii: " ") { rest = rest.dropFirst() }
            value = String(decoding: rest, as: UTF8.self)
        } else {
            field = String(decoding: bytes, as: UTF8.self)
        }
        process(field: field, value: value)
    }

    private mutating func process(field: String, value: String) {
        switch field {
        case "event":
            eventType = value
            hasEventType = true
        case "data":
            dataBuffer += value
            dataBuffer += "\n"
            hasData = true
        case "id" where !value.contains("\0"):
            lastEventID = value
            blockID = value
        case "retry":
            if !value.isEmpty, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let milliseconds = Int(value) {
                blockRetry = milliseconds
            }
        default:
            break
        }
    }

    private mutating func dispatchEvent(_ dispatch: (ServerSentEvent) -> Void) {
        defer {
            dataBuffer = ""
            hasData = false
            eventType = ""
            hasEventType = false
            blockID = nil
            blockRetry = nil
        }
        guard hasData else { return }
        let data = String(dataBuffer.dropLast())
        dispatch(ServerSentEvent(type: hasEventType ? eventType : nil, data: data, id: blockID, retry: blockRetry))
    }
}
