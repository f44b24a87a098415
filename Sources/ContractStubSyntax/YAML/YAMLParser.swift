/// The YAML 1.2 reader: one pass over UTF-8 bytes that composes JSON values directly (no event stream), resolving
/// anchors, aliases, merge keys and core-schema tags on the way. Its parts live in the `YAMLParser+…` files.
struct YAMLParser {
    /// The input.
    let bytes: UnsafeBufferPointer<UInt8>
    /// `bytes.count`.
    let end: Int
    /// The next byte to read.
    var pos = 0
    /// Where the current line starts.
    var lineStart = 0
    /// Line and column of an offset (empty unless positions are recorded).
    let lines: LineTable
    /// Strictness and limits.
    let options: YAMLOptions
    /// Anchored nodes of the current document.
    var anchors: [String: YAMLNode] = [:]
    /// `%TAG` handles of the current document.
    var tagHandles: [String: String] = [:]
    /// Collections currently open.
    var depth = 0
    /// Nodes added by aliases so far.
    var aliasExpansion = 0
    /// After the last ``skipToContent()`` that crossed a line: the spaces that indent the line.
    var lineIndent = 0
    /// After the last ``skipToContent()`` that crossed a line: whether a tab stands between those spaces and the content.
    var tabAfterIndent = false
    /// Positions wanted below the node being read (`nil`: none); ``recordsAll`` when every node's is.
    var wanted: YAMLPathTrie?
    /// Whether every node's position is recorded.
    let recordsAll: Bool
    /// Whether only positions matter (a lookup for diagnostics of a file already read): collections are left empty and
    /// keys unchecked, which halves the work.
    let skims: Bool
    /// Where the last ``skipToContent()`` that crossed a line stopped: a new call from there crosses again.
    var measuredContent = -1

    /// A reader over `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, options: YAMLOptions) {
        self.bytes = bytes
        end = bytes.count
        self.options = options
        recordsAll = options.recordsPositions && options.positionsWanted == nil
        skims = options.recordsPositions && options.positionsWanted != nil
        wanted = options.recordsPositions ? YAMLPathTrie(options.positionsWanted ?? []) : nil
        lines = options.recordsPositions ? LineTable(bytes) : .empty
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            pos = 3
            lineStart = 3
        }
    }

    // MARK: Bytes

    /// The byte `offset` ahead, or 0 past the end.
    @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
        let index = pos + offset
        return index < end ? bytes[index] : 0
    }

    /// Whether the byte at `index` is a space, a tab, a line break, or past the end.
    @inline(__always) func isBlankOrEnd(at index: Int) -> Bool {
        guard index < end else { return true }
        let byte = bytes[index]  // Safe: the guard above.
        return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Whether `byte` is a space or a tab.
    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Whether `byte` is a line break.
    @inline(__always) static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Whether `byte` is one of `,[]{}`.
    @inline(__always) static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == 0x2C || byte == 0x5B || byte == 0x5D || byte == 0x7B || byte == 0x7D
    }

    /// The column of `pos`, 0-based.
    var column: Int { pos - lineStart }

    /// Consumes one line break (`\n`, `\r\n` or `\r`) at `pos`; the caller has just read that break at `pos < end`.
    @inline(__always) mutating func consumeBreak() {
        // Safe: every caller (skipToContent, parsePlain, foldBreak, parseBlockScalar) calls this only after reading a
        // line break at `pos` under `pos < end`.
        if bytes[pos] == 0x0D, pos + 1 < end, bytes[pos + 1] == 0x0A { pos += 2 } else { pos += 1 }
        lineStart = pos
    }

    /// Skips spaces and tabs on the current line.
    @inline(__always) mutating func skipBlanks() {
        while pos < end, Self.isBlank(bytes[pos]) { pos += 1 }
    }

    /// Whether a document marker (`---` or `...` then a blank, a break or the end) starts at `pos`, at column 0.
    func atDocumentMarker() -> Bool {
        pos == lineStart && isDocumentMarker(at: pos)
    }

    /// Whether `---` or `...` then a blank, a break or the end starts at `index` (a line start).
    func isDocumentMarker(at index: Int) -> Bool {
        guard index + 3 <= end else { return false }
        // Safe: `index + 3 <= end` is checked above.
        let first = bytes[index]
        // Safe: `index + 3 <= end` is checked above.
        guard first == 0x2D || first == 0x2E, bytes[index + 1] == first, bytes[index + 2] == first else { return false }
        return isBlankOrEnd(at: index + 3)
    }

    /// Skips blanks, comments and line breaks up to the next content. Returns whether a line break was crossed; when one
    /// was, ``lineIndent`` and ``tabAfterIndent`` describe the content's line.
    mutating func skipToContent() throws(YAMLSyntaxError) -> Bool {
        if pos == measuredContent { return true }
        var crossed = false
        while pos < end {
            // Safe: pos < end, the loop's condition.
            let byte = bytes[pos]
            if byte == 0x20 || byte == 0x09 {
                pos += 1
            } else if byte == 0x23 {
                // Safe: lineStart <= pos - 1 < end.
                if pos > lineStart, !Self.isBlank(bytes[pos - 1]) {
                    throw error("a comment needs a space before '#'")
                }
                while pos < end, !Self.isBreak(bytes[pos]) { pos += 1 }
            } else if byte == 0x0A || byte == 0x0D {
                consumeBreak()
                crossed = true
            } else {
                break
            }
        }
        if crossed {
            measureIndent()
            measuredContent = pos
        }
        return crossed
    }

    /// Sets ``lineIndent`` and ``tabAfterIndent`` for the current line, whose content starts at `pos`.
    mutating func measureIndent() {
        var index = lineStart
        while index < pos, bytes[index] == 0x20 { index += 1 }  // Safe: lineStart <= index < pos <= end.
        lineIndent = index - lineStart
        tabAfterIndent = index < pos
    }

    /// Requires the rest of the line to be blanks or a comment.
    mutating func expectLineEnd(_ what: @autoclosure () -> String) throws(YAMLSyntaxError) {
        skipBlanks()
        guard pos < end else { return }
        let byte = bytes[pos]  // Safe: the `guard pos < end` above.
        if byte == 0x23 {
            // Safe: `pos > lineStart >= 0` is checked first (a '#' at a line's start is a comment, as in skipToContent).
            if pos > lineStart, !Self.isBlank(bytes[pos - 1]) { throw error("a comment needs a space before '#'") }
            return
        }
        if !Self.isBreak(byte) { throw error("unexpected '\(Self.describe(byte))' \(what())") }
    }

    // MARK: Errors and positions

    /// An error of `code` at `offset` (default: the current position).
    func error(_ message: String, code: DiagnosticCode = .specYamlSyntax, at offset: Int? = nil) -> YAMLSyntaxError {
        let place = min(offset ?? pos, end)
        var line = 1
        var start = 0
        for index in 0..<place where bytes[index] == 0x0A {  // Safe: place <= end.
            line += 1
            start = index + 1
        }
        return YAMLSyntaxError(code: code, message: message, line: line, column: place - start + 1, offset: place)
    }

    /// The position of `offset`, when positions are recorded.
    func sourceMap(at offset: Int) -> YAMLSourceMap? {
        guard recordsAll || wanted != nil else { return nil }
        return YAMLSourceMap(position: position(of: offset))
    }

    /// Line and column of `offset` (positions must be recorded).
    func position(of offset: Int) -> SourcePosition {
        lines.position(of: offset)
    }

    /// A byte for a message: the character, or a name for invisible ones.
    static func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x09: return "tab"
        case 0x00: return "NUL"
        default: return byte < 0x80 ? String(UnicodeScalar(byte)) : "non-ASCII byte"
        }
    }

    /// Reads a child node with the positions wanted below `token`, then restores the current ones.
    @inline(__always) mutating func within<T>(
        _ token: @autoclosure () -> String, _ body: (inout YAMLParser) throws(YAMLSyntaxError) -> T
    ) throws(YAMLSyntaxError) -> T {
        guard !recordsAll, let saved = wanted else { return try body(&self) }
        wanted = saved.child(token())
        defer { wanted = saved }
        return try body(&self)
    }

    /// The text of `start..<stop`.
    @inline(__always) func text(_ start: Int, _ stop: Int) -> String {
        precondition(0 <= start && start <= stop && stop <= end, "YAML text range out of bounds")
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)  // Safe: the precondition.
    }
}
