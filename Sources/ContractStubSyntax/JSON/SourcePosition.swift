import Foundation

/// A place in a source file: byte offset, 1-based line and 1-based column (counted in UTF-8 bytes).
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// 0-based byte offset.
    package let offset: Int
    /// 1-based line.
    public let line: Int
    /// 1-based column, in UTF-8 bytes.
    public let column: Int

    /// A position with all three parts known.
    package init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The position of `offset` in `data`, counting `\n` as the line break.
    package init(offset: Int, in data: Data) {
        var line = 1
        var lineStart = 0
        let end = min(offset, data.count)
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            // Safe: end = min(offset, data.count).
            for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
        }
        self.init(offset: offset, line: line, column: offset - lineStart + 1)
    }

    /// "line:column".
    public var description: String { "\(line):\(column)" }
}
