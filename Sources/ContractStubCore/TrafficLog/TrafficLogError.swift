/// A traffic log line that cannot be read, with its 1-based line number and what is wrong.
package struct TrafficLogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line number in the file.
    package let line: Int
    /// What was expected and found.
    package let message: String

    /// An error about `line`.
    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line N: message".
    package var description: String { "line \(line): \(message)" }
}
