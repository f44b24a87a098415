extension YAMLParser {
    /// Reads a plain scalar and resolves it with the core schema. In block context it may go on over lines indented more
    /// than `blockIndent` (when `multiline`); it stops at `: `, ` #`, a line break it cannot continue past, and in flow
    /// context at `,[]{}`.
    mutating func parsePlain(blockIndent: Int, inFlow: Bool, multiline: Bool) throws(YAMLSyntaxError) -> YAMLNode {
        let start = pos
        try checkPlainStart(inFlow: inFlow)
        var lineEnd = scanPlainLine(inFlow: inFlow)
        // Safe: `start < end`, which parseFlowNodeContent, the only caller, needs.
        guard lineEnd > start else { throw error("unexpected '\(Self.describe(bytes[start]))'") }
        var folded: [UInt8]?
        while multiline, pos < end, Self.isBreak(bytes[pos]) {
            let saved = (pos, lineStart)
            var breaks = 0
            var spaces = 0
            repeat {
                consumeBreak()
                breaks += 1
                spaces = 0
                while pos < end, bytes[pos] == 0x20 {
                    pos += 1
                    spaces += 1
                }
                while pos < end, Self.isBlank(bytes[pos]) { pos += 1 }
            } while pos < end && Self.isBreak(bytes[pos])
            guard pos < end, spaces > blockIndent, bytes[pos] != 0x23, !isDocumentMarker(at: lineStart),
                !(inFlow && Self.isFlowIndicator(bytes[pos])),
                !(bytes[pos] == 0x3A && (isBlankOrEnd(at: pos + 1) || (inFlow && Self.isFlowIndicator(peek(1)))))
            else {
                (pos, lineStart) = saved
                break
            }
            // Safe (this and the slices below): start <= lineEnd <= pos <= end, from scanPlainLine.
            if folded == nil { folded = Array(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])) }
            if breaks == 1 {
                folded!.append(0x20)
            } else {
                folded!.append(contentsOf: repeatElement(0x0A, count: breaks - 1))
            }
            let lineBegin = pos
            lineEnd = scanPlainLine(inFlow: inFlow)
            // Safe: scanPlainLine returns an end at or before `end`, from pos.
            folded!.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineBegin..<lineEnd]))
        }
        let text: String
        let value: JSONValue
        if let folded {
            text = String(decoding: folded, as: UTF8.self)
            value = YAMLCoreSchema.resolve(text)
        } else {
            // Safe: scanPlainLine returned lineEnd <= end, after start.
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])
            text = String(decoding: slice, as: UTF8.self)
            value = YAMLCoreSchema.resolve(bytes: slice) ?? .string(text)
        }
        var node = YAMLNode(scalar: value, text: text, offset: start, positions: sourceMap(at: start))
        node.isPlain = true
        // Safe: start + 2 == lineEnd <= end.
        node.isMergeKey = lineEnd - start == 2 && folded == nil && bytes[start] == 0x3C && bytes[start + 1] == 0x3C
        return node
    }

    /// Refuses a plain scalar that starts with an indicator (`-`, `?` and `:` may start one when a non-blank follows).
    private func checkPlainStart(inFlow: Bool) throws(YAMLSyntaxError) {
        let byte = bytes[pos]  // Safe: parsePlain is reached only from parseFlowNodeContent, which needs `pos < end`.
        switch byte {
        case 0x2D, 0x3F, 0x3A:
            let next = peek(1)
            if isBlankOrEnd(at: pos + 1) || (inFlow && Self.isFlowIndicator(next)) {
                throw error("unexpected '\(Self.describe(byte))'")
            }
        case 0x2C, 0x5B, 0x5D, 0x7B, 0x7D, 0x23, 0x26, 0x2A, 0x21, 0x7C, 0x3E, 0x27, 0x22, 0x25, 0x40, 0x60:
            throw error("a plain scalar cannot start with '\(Self.describe(byte))'; quote it")
        case 0x09:
            throw tabError(at: pos)
        default:
            if byte < 0x20 && byte != 0x09 { throw error("unexpected control character \(byte)") }
        }
    }

    /// Scans one line of a plain scalar from `pos`; leaves `pos` where it stopped and returns where its text ends
    /// (trailing blanks excluded).
    private mutating func scanPlainLine(inFlow: Bool) -> Int {
        var contentEnd = pos
        while pos < end {
            // Safe: pos < end, the loop's condition.
            let byte = bytes[pos]
            if byte == 0x20 || byte == 0x09 {
                pos += 1
                continue
            }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == 0x3A {
                if isBlankOrEnd(at: pos + 1) || (inFlow && Self.isFlowIndicator(peek(1))) { break }
            } else if byte == 0x23 {
                if Self.isBlank(bytes[pos - 1]) { break }  // Safe: checkPlainStart refused '#' first, so pos > start >= 0.
            } else if inFlow && Self.isFlowIndicator(byte) {
                break
            }
            pos += 1
            contentEnd = pos
        }
        return contentEnd
    }
}
