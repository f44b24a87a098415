import Foundation

/// Consecutive complete lines of a traffic log, held in one buffer: what ``TrafficLogReader`` hands out, and what
/// `verify` checks in parallel.
///
/// ```swift
/// let batch = TrafficLogBatch(bytes: Array("{…}\r\n\n{…}".utf8), firstLine: 0)
/// batch.lines.map(\.index)   // [0, 2]: blank lines are left out but counted
/// ```
package struct TrafficLogBatch: Sendable {
    /// One non-blank line of the batch.
    package struct Line: Sendable, Hashable {
        /// Its 0-based line index in the whole log.
        package let index: Int
        /// Its bytes in ``TrafficLogBatch/bytes``, without the line break (LF or CR LF).
        package let range: Range<Int>
    }

    /// The text of the lines: a copy (the batch reads its own memory in place; see ``TrafficLogBuffer``), as read, or
    /// with a line's body decoded over it once its exchange is read.
    package var bytes: [UInt8] { Array(buffer.text) }
    /// The non-blank lines, in order.
    package let lines: [Line]
    /// How many lines the batch spans, blank ones included: the next batch's `firstLine` is this batch's plus this.
    package let lineCount: Int
    private let buffer: TrafficLogBuffer

    /// Splits `bytes` at each line feed, finding them with `memchr`; `firstLine` is the index of its first line.
    /// Text after the last line feed is a line too (a log's last line may have no line break). Lines of only
    /// spaces, tabs and carriage returns are blank.
    package init(bytes: [UInt8], firstLine: Int) {
        self.init(buffer: TrafficLogBuffer(copying: bytes), firstLine: firstLine)
    }

    /// The lines of the text in `buffer`, as ``init(bytes:firstLine:)`` splits them.
    init(buffer: TrafficLogBuffer, firstLine: Int) {
        var lines: [Line] = []
        var index = firstLine
        let text = buffer.text
        if let base = text.baseAddress {
            var start = 0
            while start < text.count {
                // Safe: start < text.count, the loop's condition.
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), text.count - start)
                let lineEnd = found.map { base.distance(to: UnsafeRawPointer($0)) } ?? text.count
                var end = lineEnd
                // Safe: end is at most text.count (the line feed memchr found, or the end), and above start.
                if end > start, text[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                if text[start..<end].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                    lines.append(Line(index: index, range: start..<end))
                }
                index += 1
                start = lineEnd + 1
            }
        }
        self.buffer = buffer
        self.lines = lines
        self.lineCount = index - firstLine
    }

    /// Runs `body` on a scanner at the start of `line`'s text (without its line break), which stays in memory while
    /// `body` runs. Each line is scanned once: a body that is most of the batch is decoded over the line's own text
    /// (``InPlaceDecoding``), and the decoded body keeps the batch's memory alive.
    package func withScanner<Value, Failure: Error>(
        of line: Line, _ body: (TrafficLineScanner) throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try withExtendedLifetime(buffer) { () throws(Failure) in
            let inPlace = InPlaceDecoding(owner: buffer, minimumLength: max(buffer.text.count / 2, Self.minimumInPlaceLength))
            // Safe: a line's range is one that init(buffer:firstLine:) found in this buffer.
            return try body(TrafficLineScanner(UnsafeRawBufferPointer(rebasing: buffer.text[line.range]), inPlace: inPlace))
        }
    }

    /// Bodies shorter than a page are copied out of their line, however much of the batch they are.
    static let minimumInPlaceLength = 4096
}
