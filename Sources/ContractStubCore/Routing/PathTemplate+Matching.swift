extension PathTemplate.Segment {
    /// Matches one raw (still percent-encoded) request segment; appends the raw captured values to `captures`.
    ///
    /// A parameter captures at least one character and as few as let the rest match, so `{name}.{ext}` reads
    /// `a.tar.gz` as `a` and `tar.gz`. Literal text is compared as written, byte for byte.
    /// - Returns: whether the segment matched; `captures` is left unchanged when it did not.
    func match(_ raw: Substring, captures: inout [PathCapture]) -> Bool {
        let start = captures.count
        if match(pieceIndex: 0, raw[...], &captures) { return true }
        captures.removeSubrange(start...)
        return false
    }

    private func match(pieceIndex: Int, _ rest: Substring, _ captures: inout [PathCapture]) -> Bool {
        guard pieceIndex < pieces.count else { return rest.isEmpty }
        // Literal text is compared as bytes and a capture grows by Unicode scalars, as a server reads the path; by
        // Characters, a combining mark right after a literal (`.\u{301}json` after `{name}.`) would hide it.
        switch pieces[pieceIndex] {
        case .literal(let text):
            guard rest.utf8.starts(with: text.utf8) else { return false }
            return match(pieceIndex: pieceIndex + 1, Substring(rest.utf8.dropFirst(text.utf8.count)), &captures)
        case .parameter(let name):
            guard !rest.isEmpty else { return false }
            if pieceIndex == pieces.count - 1 {
                captures.append(PathCapture(name: name, rawValue: String(rest)))
                return true
            }
            let scalars = rest.unicodeScalars
            var end = scalars.index(after: scalars.startIndex)
            while true {
                captures.append(PathCapture(name: name, rawValue: String(Substring(scalars[..<end]))))
                if match(pieceIndex: pieceIndex + 1, Substring(scalars[end...]), &captures) { return true }
                captures.removeLast()
                guard end < scalars.endIndex else { return false }
                end = scalars.index(after: end)
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
