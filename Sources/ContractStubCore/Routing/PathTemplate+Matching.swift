extension PathTemplate.Segment {
    /// Matches one raw (still percent-encoded) request segment; appends the raw captured values to `captures`.
    ///
    /// A parameter captures at least one character and as few as let the rest match, so `{name}.{ext}` reads
    /// `a.tar.gz` as `a` and `tar.gz`. Literal text is compared as written.
    /// - Returns: whether the segment matched; `captures` is left unchanged when it did not.
    func match(_ raw: Substring, captures: inout [PathCapture]) -> Bool {
        let start = captures.count
        if match(pieceIndex: 0, raw[...], &captures) { return true }
        captures.removeSubrange(start...)
        return false
    }

    private func match(pieceIndex: Int, _ rest: Substring, _ captures: inout [PathCapture]) -> Bool {
        guard pieceIndex < pieces.count else { return rest.isEmpty }
        switch pieces[pieceIndex] {
        case .literal(let text):
            guard rest.hasPrefix(text) else { return false }
            return match(pieceIndex: pieceIndex + 1, rest.dropFirst(text.count), &captures)
        case .parameter(let name):
            guard !rest.isEmpty else { return false }
            if pieceIndex == pieces.count - 1 {
                captures.append(PathCapture(name: name, rawValue: String(rest)))
                return true
            }
            var end = rest.index(after: rest.startIndex)
            while true {
                captures.append(PathCapture(name: name, rawValue: String(rest[..<end])))
                if match(pieceIndex: pieceIndex + 1, rest[end...], &captures) { return true }
                captures.removeLast()
                guard end < rest.endIndex else { return false }
                end = rest.index(after: end)
            }
        }
    }
}

/// The value a path parameter took in a request.
package struct PathCapture: Sendable, Hashable {
    /// The parameter name from the template.
    package let name: String
    /// The text as sent, still percent-encoded (style decoding such as `label` or `matrix` needs it).
    package let rawValue: String

    /// The percent-decoded text (the raw text when its encoding is invalid).
    package var value: String { PercentDecoding.decode(rawValue) ?? rawValue }
}
