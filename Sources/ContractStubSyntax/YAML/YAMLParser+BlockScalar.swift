extension YAMLParser {
    /// Reads a literal (`|`) or folded (`>`) block scalar whose parent is indented `parentIndent`, with its chomping
    /// (`-` strip, `+` keep, clip by default) and indentation indicators. Leaves `pos` at the line break before the first
    /// line that is not part of it, so the caller sees that line as a new one.
    mutating func parseBlockScalar(parentIndent: Int) throws(YAMLSyntaxError) -> YAMLNode {
        let start = pos
        let folded = bytes[pos] == 0x3E  // Safe: only parseBlockContent calls this, at the '|' or '>' it read.
        pos += 1
        var chomping: UInt8 = 0
        var indicator = 0
        for _ in 0..<2 where pos < end {
            // Safe: pos < end, the loop's `where`.
            let byte = bytes[pos]
            if (byte == 0x2B || byte == 0x2D) && chomping == 0 {
                chomping = byte
            } else if byte >= 0x31 && byte <= 0x39 && indicator == 0 {
                indicator = Int(byte - 0x30)
            } else {
                break
            }
            pos += 1
        }
        if pos < end, !isBlankOrEnd(at: pos) { throw error("unexpected '\(Self.describe(bytes[pos]))' in a block scalar header") }
        try expectLineEnd("after a block scalar header")
        while pos < end, !Self.isBreak(bytes[pos]) { pos += 1 }

        var indent = indicator > 0 ? max(parentIndent, 0) + indicator : -1
        var out: [UInt8] = []
        var emptyLines = 0
        var sawContent = false
        var contentEndedWithBreak = false
        var previousMoreIndented = false
        var leadingEmptySpaces = 0
        while pos < end {
            let breakAt = pos
            consumeBreak()
            guard pos < end else { break }
            var spaces = 0
            while pos < end, bytes[pos] == 0x20, indent < 0 || spaces < indent {
                pos += 1
                spaces += 1
            }
            if spaces == 0, isDocumentMarker(at: pos) {
                pos = breakAt
                break
            }
            let lineBegin = pos
            while pos < end, !Self.isBreak(bytes[pos]) { pos += 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[lineBegin..<pos])  // Safe: lineBegin <= pos <= end.
            if indent < 0 || spaces < indent {
                if line.allSatisfy({ $0 == 0x20 }) {
                    if indent < 0 { leadingEmptySpaces = max(leadingEmptySpaces, spaces) }
                    emptyLines += 1
                    continue
                }
                if line.allSatisfy(Self.isBlank) && (indent >= 0 || spaces <= parentIndent) {
                    throw tabError(at: lineBegin)
                }
                if indent >= 0 || spaces <= parentIndent {
                    pos = breakAt
                    break
                }
                if spaces < leadingEmptySpaces {
                    throw error("a leading empty line of this block scalar has more spaces than its first line", at: lineBegin)
                }
                indent = spaces
            }
            if line.isEmpty {
                emptyLines += 1
                continue
            }
            let moreIndented = Self.isBlank(line[0])  // Safe: `line` is not empty here.
            if !sawContent {
                out.append(contentsOf: repeatElement(0x0A, count: emptyLines))
            } else if folded && !moreIndented && !previousMoreIndented {
                if emptyLines == 0 { out.append(0x20) } else { out.append(contentsOf: repeatElement(0x0A, count: emptyLines)) }
            } else {
                out.append(contentsOf: repeatElement(0x0A, count: emptyLines + 1))
            }
            out.append(contentsOf: line)
            sawContent = true
            previousMoreIndented = moreIndented
            emptyLines = 0
            contentEndedWithBreak = true
        }
        switch chomping {
        case 0x2D:
            break
        case 0x2B:
            out.append(contentsOf: repeatElement(0x0A, count: emptyLines + (contentEndedWithBreak ? 1 : 0)))
        default:
            if contentEndedWithBreak { out.append(0x0A) }
        }
        let text = String(decoding: out, as: UTF8.self)
        return YAMLNode(scalar: .string(text), text: text, offset: start, positions: sourceMap(at: start))
    }
}
