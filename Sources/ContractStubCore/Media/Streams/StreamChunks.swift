import Foundation

/// Cuts the body of a sequential media type at its item boundaries, so a stub can send a stream one item per chunk:
/// after each blank line of `text/event-stream`, after each line of JSON Lines, before each RS of
/// `application/json-seq`, before each boundary delimiter line of `multipart/mixed` after the first (so each chunk
/// carries one whole part, and the closing delimiter comes last). Any other body is one chunk.
///
/// ```swift
/// StreamChunks.split(Data("data: a\n\ndata: b\n\n".utf8), contentType: "text/event-stream").count  // 2
/// ```
package enum StreamChunks {
    /// Whether a body sent with the `Content-Type` value `contentType` is of a sequential media type, so that it is
    /// sent (and forwarded) item by item.
    package static func isSequential(_ contentType: String?) -> Bool {
        contentType.flatMap(ContentType.init).flatMap(SequentialMediaType.init) != nil
    }

    /// How many leading bytes of `bytes`, the start of a body sent with the `Content-Type` value `contentType` that is
    /// still arriving, end where an item ends, so that a proxy forwards whole items and holds back the start of the
    /// next: up to the last blank line of `text/event-stream`, the last LF of JSON Lines. The items of
    /// `application/json-seq` and `multipart/mixed` end only where the next begins, and any other body has no items, so
    /// for those all of `bytes` (a proxy holds nothing back).
    package static func completeLength(of bytes: Data, contentType: String?) -> Int {
        guard let type = contentType.flatMap(ContentType.init), let kind = SequentialMediaType(type) else { return bytes.count }
        switch kind {
        case .eventStream: return eventEnds([UInt8](bytes)).last ?? 0
        case .jsonLines: return bytes.lastIndex(of: 0x0A).map { bytes.distance(from: bytes.startIndex, to: $0) + 1 } ?? 0
        case .jsonSequence, .multipartMixed: return bytes.count
        }
    }

    /// The chunks of `body` sent with the `Content-Type` value `contentType`; none for an empty body.
    package static func split(_ body: Data, contentType: String?) -> [Data] {
        guard !body.isEmpty else { return [] }
        guard let type = contentType.flatMap(ContentType.init), let kind = SequentialMediaType(type) else { return [body] }
        let bytes = [UInt8](body)
        let cuts: [Int]
        switch kind {
        case .eventStream: cuts = eventEnds(bytes)
        case .jsonLines: cuts = bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        case .jsonSequence: cuts = bytes.indices.filter { bytes[$0] == 0x1E && $0 > 0 }
        case .multipartMixed: cuts = type.parameters["boundary"].map { delimiterStarts(bytes, boundary: $0) } ?? []
        }
        var chunks: [Data] = []
        var start = 0
        for cut in cuts + [bytes.count] where cut > start {
            chunks.append(Data(bytes[start..<cut]))
            start = cut
        }
        return chunks
    }

    /// The offsets where a line break followed by `--boundary` starts (RFC 2046: a delimiter is CRLF, `--` and the
    /// boundary; a bare LF is taken too). A delimiter at the very start of the body opens the first chunk.
    private static func delimiterStarts(_ bytes: [UInt8], boundary: String) -> [Int] {
        let delimiter = Array("--\(boundary)".utf8)
        var starts: [Int] = []
        var index = 0
        while index + delimiter.count < bytes.count {
            if bytes[index] == 0x0A, bytes[(index + 1)...].starts(with: delimiter) {
                let start = index > 0 && bytes[index - 1] == 0x0D ? index - 1 : index
                starts.append(start)
                index += delimiter.count
            }
            index += 1
        }
        return starts
    }

    /// The offsets just after each blank line (CRLF, LF or CR line ends), where an event ends.
    private static func eventEnds(_ bytes: [UInt8]) -> [Int] {
        var ends: [Int] = []
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            let isBlank = index == lineStart
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            if isBlank { ends.append(index) }
            lineStart = index
        }
        return ends
    }
}
