import Foundation

/// Where each line of a text starts, for turning a byte offset into line and column: the JSON locator and the YAML
/// reader both report positions through it.
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
}
