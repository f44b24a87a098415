@_spi(ContractStubBytes) import ContractStubSyntax

/// An OpenAPI path template such as `/pets/{petId}/photos/{name}.{ext}`, split into segments.
///
/// A segment is a run of pieces: literal text and `{parameter}`s, so `{name}.{ext}` is one segment of three pieces.
///
/// ```swift
/// let template = try PathTemplate("/pets/{petId}")
/// template.parameterNames  // ["petId"]
/// ```
package struct PathTemplate: Sendable, Hashable, CustomStringConvertible {
    /// One part of a segment.
    package enum Piece: Sendable, Hashable {
        /// Text that must appear as written.
        case literal(String)
        /// A `{name}` placeholder that captures one or more characters.
        case parameter(String)
    }

    /// The text between two slashes.
    package struct Segment: Sendable, Hashable {
        /// Literal and parameter pieces, in order; never two literals in a row.
        package let pieces: [Piece]

        /// The text when the segment has no parameter.
        package var literal: String? {
            switch pieces.count {
            case 0: return ""
            case 1: if case .literal(let text) = pieces[0] { return text } else { return nil }
            default: return nil
            }
        }

        /// The segment with its parameter names left out: segments that differ only in names share one shape.
        var shape: Segment {
            Segment(
                pieces: pieces.map { piece in
                    if case .parameter = piece { return .parameter("") }
                    return piece
                })
        }

        /// How much literal text the segment holds; more literal text is more specific.
        var literalLength: Int {
            pieces.reduce(0) { total, piece in
                if case .literal(let text) = piece { return total + text.utf8.count }
                return total
            }
        }
    }

    /// The template as written in the spec.
    package let text: String
    /// The segments after the leading `/`; `/` alone has none, `/pets/` ends with an empty segment.
    package let segments: [Segment]

    /// Parses a template; it must start with `/` and its braces must pair up around non-empty names.
    /// - Throws: ``PathTemplateError`` saying what is wrong.
    package init(_ text: String) throws(PathTemplateError) {
        guard text.utf8.first == UInt8(ascii: "/") else {
            throw PathTemplateError(template: text, reason: "does not start with '/'")
        }
        self.text = text
        // Split and read at the bytes `/`, `{` and `}`, as request paths are split (see `RouteTrie.segments(of:)`), in
        // the string's own bytes (a `UTF8View` split cost 45k instructions a template).
        let read: Result<[Segment], PathTemplateError> = ByteSlice.withUTF8(of: text) { bytes in
            var segments: [Segment] = []
            guard bytes.count > 1 else { return .success(segments) }  // `/` alone has no segment
            var start = bytes.startIndex + 1
            while true {
                var end = start
                while end < bytes.endIndex, bytes[end] != UInt8(ascii: "/") { end += 1 }
                do throws(PathTemplateError) {
                    segments.append(Segment(pieces: try Self.pieces(of: bytes[start..<end], in: text)))
                } catch {
                    return .failure(error)
                }
                guard end < bytes.endIndex else { return .success(segments) }
                start = end + 1
            }
        }
        segments = try read.get()
        parameterNames = segments.flatMap { segment in
            segment.pieces.compactMap { piece in
                if case .parameter(let name) = piece { return name }
                return nil
            }
        }
    }

    /// The parameter names in order of appearance (read for every routed request, so worked out once).
    package let parameterNames: [String]

    /// The template text.
    package var description: String { text }

    private static func pieces(of raw: ByteSlice, in template: String) throws(PathTemplateError) -> [Piece] {
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        func text(_ bytes: ByteSlice) -> String { String(decoding: bytes, as: UTF8.self) }
        // Most segments are plain text.
        if !raw.contains(where: { $0 == open || $0 == close }) {
            return raw.isEmpty ? [] : [.literal(text(raw))]
        }
        var pieces: [Piece] = []
        var index = raw.startIndex
        while let brace = raw[index...].firstIndex(where: { $0 == open || $0 == close }) {
            guard raw[brace] == open else { throw PathTemplateError(template: template, reason: "has '}' without '{'") }
            let literal = raw[index..<brace]
            guard let end = raw[brace...].firstIndex(of: close) else {
                throw PathTemplateError(template: template, reason: "has '{' without '}'")
            }
            let name = raw[(brace + 1)..<end]
            guard !name.isEmpty, !name.contains(open) else {
                throw PathTemplateError(template: template, reason: "has an empty or nested parameter name")
            }
            if !literal.isEmpty { pieces.append(.literal(text(literal))) }
            if case .parameter = pieces.last {
                throw PathTemplateError(template: template, reason: "has two parameters with nothing between them")
            }
            pieces.append(.parameter(text(name)))
            index = end + 1
        }
        if index < raw.endIndex { pieces.append(.literal(text(raw[index...]))) }
        return pieces
    }
}

/// A path template that could not be parsed.
package struct PathTemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template as written.
    package let template: String
    /// What is wrong with it.
    package let reason: String

    /// "path template '<template>' <reason>".
    package var description: String { "path template '\(template)' \(reason)" }
}
