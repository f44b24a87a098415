extension YAMLParser {
    /// Reads a `"…"` scalar: escapes decoded, line breaks folded, `\` at a line end joining lines.
    mutating func parseDoubleQuoted(blockIndent: Int, inFlow: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        try parseQuoted(closedBy: 0x22, blockIndent: blockIndent)
    }

    /// Reads a `'…'` scalar: `''` is a quote, line breaks folded.
    mutating func parseSingleQuoted(blockIndent: Int, inFlow: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        try parseQuoted(closedBy: 0x27, blockIndent: blockIndent)
    }

    /// Reads a scalar quoted with `quote` (`"` or `'`): the two styles differ only in how a quote is written inside
    /// (`\"` with the other escapes, or `''`).
    private mutating func parseQuoted(closedBy quote: UInt8, blockIndent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let escapes = quote == 0x22
        let start = pos
        pos += 1
        var out: [UInt8] = []
        var segment = pos
        var kept = 0
        while true {
            guard pos < end else {
                throw error("a \(escapes ? "double" : "single")-quoted scalar is not closed", at: start)
            }
            // Safe: pos < end, the guard above.
            let byte = bytes[pos]
            if byte == quote {
                if !escapes, pos + 1 < end, bytes[pos + 1] == quote {
                    // Safe (this and the slices below): segment <= pos < end, checked at the top of the loop.
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment...pos]))
                    pos += 2
                    kept = out.count
                    segment = pos
                    continue
                }
                if out.isEmpty && segment == start + 1 {
                    pos += 1
                    return quotedScalar(text(segment, pos - 1), start: start)
                }
                // Safe: segment <= pos < end, checked at the top of the loop.
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment..<pos]))
                pos += 1
                return quotedScalar(String(decoding: out, as: UTF8.self), start: start)
            }
            if escapes, byte == 0x5C {
                // Safe: segment <= pos < end, checked at the top of the loop.
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment..<pos]))
                pos += 1
                guard pos < end else { throw error("a double-quoted scalar is not closed", at: start) }
                if Self.isBreak(bytes[pos]) {  // Safe: the `guard pos < end` above.
                    try foldBreak(into: &out, escaped: true, blockIndent: blockIndent, start: start)
                } else {
                    try appendEscape(to: &out)
                }
                kept = out.count
                segment = pos
            } else if byte == 0x0A || byte == 0x0D {
                // Safe: segment <= pos < end, checked at the top of the loop.
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segment..<pos]))
                while out.count > kept, let last = out.last, Self.isBlank(last) { out.removeLast() }
                try foldBreak(into: &out, escaped: false, blockIndent: blockIndent, start: start)
                kept = out.count
                segment = pos
            } else {
                pos += 1
            }
        }
    }

    private func quotedScalar(_ text: String, start: Int) -> YAMLNode {
        YAMLNode(scalar: .string(text), text: text, offset: start, positions: sourceMap(at: start))
    }

    /// At a line break inside a quoted scalar: consumes it, the empty lines after it and the next line's indentation,
    /// and appends what they fold to (a space, or one newline per empty line; nothing for an escaped break).
    private mutating func foldBreak(into out: inout [UInt8], escaped: Bool, blockIndent: Int, start: Int) throws(YAMLSyntaxError) {
        var breaks = 0
        while true {
            consumeBreak()
            breaks += 1
            var spaces = 0
            while pos < end, bytes[pos] == 0x20 {
                pos += 1
                spaces += 1
            }
            if spaces == 0, isDocumentMarker(at: pos) {
                throw error("a document marker inside a quoted scalar; it is not closed", at: start)
            }
            while pos < end, Self.isBlank(bytes[pos]) { pos += 1 }
            guard pos < end else { throw error("a quoted scalar is not closed", at: start) }
            if Self.isBreak(bytes[pos]) { continue }  // Safe: the `guard pos < end` above.
            if spaces <= blockIndent {
                throw error("the lines of a quoted scalar must be indented more than the block around it")
            }
            break
        }
        if escaped {
            out.append(contentsOf: repeatElement(0x0A, count: breaks - 1))
        } else if breaks == 1 {
            out.append(0x20)
        } else {
            out.append(contentsOf: repeatElement(0x0A, count: breaks - 1))
        }
    }

    /// Decodes the escape after a `\` (at `pos`) into `out`.
    private mutating func appendEscape(to out: inout [UInt8]) throws(YAMLSyntaxError) {
        let byte = bytes[pos]  // Safe: the caller's `guard pos < end` after the backslash.
        pos += 1
        let simple: UInt8?
        switch byte {
        case UInt8(ascii: "0"): simple = 0x00
        case UInt8(ascii: "a"): simple = 0x07
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "t"), 0x09: simple = 0x09
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "v"): simple = 0x0B
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "e"): simple = 0x1B
        case 0x20, 0x22, 0x2F, 0x5C: simple = byte
        default: simple = nil
        }
        if let simple {
            out.append(simple)
            return
        }
        let scalar: UInt32
        switch byte {
        case UInt8(ascii: "N"): scalar = 0x85
        case UInt8(ascii: "_"): scalar = 0xA0
        case UInt8(ascii: "L"): scalar = 0x2028
        case UInt8(ascii: "P"): scalar = 0x2029
        case UInt8(ascii: "x"): scalar = try hexEscape(digits: 2)
        case UInt8(ascii: "u"): scalar = try hexEscape(digits: 4)
        case UInt8(ascii: "U"): scalar = try hexEscape(digits: 8)
        default: throw error("'\\\(Self.describe(byte))' is not a YAML escape", at: pos - 2)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw error("the escape names U+\(String(scalar, radix: 16, uppercase: true)), which is not a Unicode character", at: pos - 2)
        }
        out.append(contentsOf: String(Character(unicode)).utf8)
    }

    private mutating func hexEscape(digits: Int) throws(YAMLSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard pos < end, let digit = Character(UnicodeScalar(bytes[pos])).hexDigitValue else {
                throw error("expected \(digits) hexadecimal digits in the escape")
            }
            value = value << 4 | UInt32(digit)
            pos += 1
        }
        return value
    }
}
