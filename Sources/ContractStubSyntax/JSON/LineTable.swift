import Foundation

/// Where each line of a text starts, for turning byte offsets into lines and columns as a reader goes (the YAML
/// reader's positions); ``positions(of:in:)`` does it for a few offsets at once without a table (the JSON locator's).
package struct LineTable: Sendable {
    /// The offset where each line starts; the first line starts at 0.
    private let starts: [Int]

    /// The lines of `bytes` (lines end at `\n`).
    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts = [0]
        if let base = bytes.baseAddress {
            var offset = 0
            while offset < bytes.count, let newline = memchr(base + offset, 0x0A, bytes.count - offset) {
                offset = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        self.starts = starts
    }

    /// A table with no lines recorded (a reader that reports no positions).
    package static let empty = LineTable(starts: [0])

    private init(starts: [Int]) {
        self.starts = starts
    }

    /// The 1-based line and column (in bytes) of `offset`.
    package func position(of offset: Int) -> SourcePosition {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(offset: offset, line: low + 1, column: offset - starts[low] + 1)
    }

    /// The 1-based line and column (in bytes) of each of `offsets` in `bytes`, in one pass up to the last of them and
    /// without a table: for a few positions in a large document (a report's findings), where building the table
    /// would cost more than the lookups. Each byte is read once, so a one-line (minified) document costs what a
    /// pretty-printed one does.
    package static func positions(of offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [SourcePosition] {
        var positions = [SourcePosition?](repeating: nil, count: offsets.count)
        var line = 1
        var lineStart = 0  // where the line holding `counted` starts
        var counted = 0  // the line feeds before this offset are counted in `line`
        for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = min(offsets[index], bytes.count)
            while counted < offset, let base = bytes.baseAddress,
                let newline = memchr(base + counted, 0x0A, offset - counted)  // Safe: offset <= bytes.count.
            {
                line += 1
                lineStart = base.distance(to: newline.assumingMemoryBound(to: UInt8.self)) + 1
                counted = lineStart
            }
            counted = max(counted, offset)
            positions[index] = SourcePosition(offset: offsets[index], line: line, column: offsets[index] - lineStart + 1)
        }
        return positions.map { $0! }
    }
}
