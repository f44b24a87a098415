extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (HTTP optional whitespace, RFC 9110 §5.6.3).
    package func trimmingSpaces() -> SubSequence {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
