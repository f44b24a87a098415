import Foundation

/// Bytes that are not acceptable JSON, with the 1-based line and column of the first problem.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. "expected ',' or ']' after an array element, found ','".
    package let message: String
    /// 1-based line of the problem.
    package let line: Int
    /// 1-based column (in UTF-8 bytes) of the problem.
    package let column: Int
    /// 0-based byte offset of the problem.
    package let offset: Int

    /// An error at a known line and column.
    package init(message: String, line: Int, column: Int, offset: Int) {
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// An error at a byte offset of `data`; the line and column are computed from it.
    package init(message: String, offset: Int, data: Data) {
        let position = SourcePosition(offset: offset, in: data)
        self.init(message: message, line: position.line, column: position.column, offset: offset)
    }

    /// "line L, column C: message".
    package var description: String { "line \(line), column \(column): \(message)" }
}
