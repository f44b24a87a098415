/// A traffic log line that cannot be read, with its 1-based line number and what is wrong.
public struct TrafficLogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line number in the file.
    public let line: Int
    /// What was expected and found.
    public let message: String

    /// An error about `line`.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line N: message".
    public var description: String { "line \(line): \(message)" }
}
