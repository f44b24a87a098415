import Foundation

/// Reads the items of a sequential body one at a time, so a long stream is checked without holding all its items.
enum SequentialItems {
    /// Calls `body` with each item of `data`, a body of `kind` sent as `type`, in order.
    /// - Throws: ``BodyDecodingError`` when the body as a whole cannot be split (a `multipart/mixed` body without a
    ///   usable boundary).
    static func forEach(
        in data: Data, as kind: SequentialMediaType, type: ContentType, _ body: (StreamItem) -> Void
    ) throws(BodyDecodingError) {
        switch kind {
        case .eventStream:
            var parser = EventStreamParser()
            var index = 0
            parser.feed(data) { event in
                body(StreamItem(index: index, value: .success(event.instance), eventName: event.name, text: event.data))
                index += 1
            }
        case .jsonLines:
            forEachRecord(in: data, separator: 0x0A, body)
        case .jsonSequence:
            forEachRecord(in: data, separator: 0x1E, body)
        case .multipartMixed:
            guard let boundary = type.parameters["boundary"], !boundary.isEmpty else {
                throw BodyDecodingError(expected: "multipart/mixed", problem: "the Content-Type has no boundary parameter")
            }
            for (index, part) in try MultipartBody.parts(of: data, boundary: boundary, requiringNames: false).enumerated() {
                let value = Result { () throws(BodyDecodingError) in try BodyDecoder.value(of: part) }
                body(StreamItem(index: index, value: value, eventName: nil, text: String(decoding: part.body.prefix(256), as: UTF8.self)))
            }
        }
    }

    /// JSON Lines (records ended by LF, a CR before it dropped) or JSON Text Sequences (records started by RS): each
    /// record that is not blank is one JSON value.
    private static func forEachRecord(in data: Data, separator: UInt8, _ body: (StreamItem) -> Void) {
        var index = 0
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
