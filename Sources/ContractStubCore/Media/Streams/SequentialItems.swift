import Foundation

/// Reads the items of a sequential body one at a time, as its bytes arrive (``feed(_:_:)``, in pieces cut anywhere) or
/// all at once (``forEach(in:as:type:_:)``), so a long stream is checked without holding all its items. An item is
/// read once it has ended: an event at its blank line, a JSON Lines record at its LF, a JSON text sequence record at the
/// next RS (or the end), the parts of `multipart/mixed` at the end of the body.
struct SequentialItems {
    /// How the body splits into items.
    let kind: SequentialMediaType
    /// The body's Content-Type (`multipart/mixed` takes its boundary from it).
    let type: ContentType
    private var index = 0
    private var events = EventStreamParser()
    /// The bytes of the record not ended yet (JSON Lines, JSON text sequences), or the whole body (`multipart/mixed`).
    private var pending = Data()

    /// A reader of a body of `kind` sent as `type`.
    init(_ kind: SequentialMediaType, type: ContentType) {
        self.kind = kind
        self.type = type
    }

    /// Calls `body` with each item of `data`, a body of `kind` sent as `type`, in order.
    /// - Throws: ``BodyDecodingError`` when the body as a whole cannot be split (a `multipart/mixed` body without a
    ///   usable boundary).
    static func forEach(
        in data: Data, as kind: SequentialMediaType, type: ContentType, _ body: (StreamItem) -> Void
    ) throws(BodyDecodingError) {
        var items = SequentialItems(kind, type: type)
        items.feed(data, body)
        try items.finish(body)
    }

    /// Reads `bytes`, the next piece of the body, calling `body` with each item they end.
    mutating func feed(_ bytes: Data, _ body: (StreamItem) -> Void) {
        switch kind {
        case .eventStream:
            var index = self.index
            events.feed(bytes) { event in
                body(StreamItem(index: index, value: .success(event.instance), eventName: event.name, text: event.data))
                index += 1
            }
            self.index = index
        case .jsonLines, .jsonSequence:
            // A whole body is read where it is, not copied.
            let data = pending.isEmpty ? bytes : pending + bytes
            let separator: UInt8 = kind == .jsonLines ? 0x0A : 0x1E
            guard let last = data.lastIndex(of: separator) else {
                pending = data
                return
            }
            forEachRecord(in: data[..<last], separator: separator, body)
            pending = Data(data[data.index(after: last)...])
        case .multipartMixed:
            pending = pending.isEmpty ? bytes : pending + bytes
        }
    }

    /// Reads what is left at the end of the body: the last record, or every part of a `multipart/mixed` body. An event
    /// not ended by a blank line is discarded, as the WHATWG rules say.
    /// - Throws: ``BodyDecodingError`` when the body as a whole cannot be split (a `multipart/mixed` body without a
    ///   usable boundary).
    mutating func finish(_ body: (StreamItem) -> Void) throws(BodyDecodingError) {
        defer { pending = Data() }
        switch kind {
        case .eventStream:
            return
        case .jsonLines, .jsonSequence:
            forEachRecord(in: pending[...], separator: kind == .jsonLines ? 0x0A : 0x1E, body)
        case .multipartMixed:
            guard let boundary = type.parameters["boundary"], !boundary.isEmpty else {
                throw BodyDecodingError(expected: "multipart/mixed", problem: "the Content-Type has no boundary parameter")
            }
            for (index, part) in try MultipartBody.parts(of: pending, boundary: boundary, requiringNames: false).enumerated() {
                let value = Result { () throws(BodyDecodingError) in try BodyDecoder.value(of: part) }
                body(StreamItem(index: index, value: value, eventName: nil, text: String(decoding: part.body.prefix(256), as: UTF8.self)))
            }
        }
    }

    /// JSON Lines (records ended by LF, a CR before it dropped) or JSON Text Sequences (records started by RS): each
    /// record of `data` that is not blank is one JSON value.
    private mutating func forEachRecord(in data: Data.SubSequence, separator: UInt8, _ body: (StreamItem) -> Void) {
        var start = data.startIndex
        while start < data.endIndex {
            let end = data[start...].firstIndex(of: separator) ?? data.endIndex
            let record = data[start..<end]
            start = end < data.endIndex ? data.index(after: end) : end
            guard record.contains(where: { !Self.isWhitespace($0) }) else { continue }
            let text = String(decoding: record, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let value = Result { () throws(BodyDecodingError) in
                do {
                    return try JSONValue(decodingInstance: Data(record))
                } catch {
                    throw BodyDecodingError(expected: "a JSON value", problem: "\(error)")
                }
            }
            body(StreamItem(index: index, value: value, eventName: nil, text: text))
            index += 1
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
