extension TrafficLog {
    /// One exchange read from a traffic log, with the line it came from.
    ///
    /// ```swift
    /// for entry in try TrafficLog.read(data) { print(entry.line, entry.exchange.request.url) }
    /// ```
    public struct Entry: Sendable, Hashable {
        /// The 0-based line index of the exchange in the log (blank lines are counted).
        public let line: Int
        /// The exchange written on that line.
        public let exchange: TrafficExchange

        /// An exchange read from `line`.
        public init(line: Int, exchange: TrafficExchange) {
            self.line = line
            self.exchange = exchange
        }
    }
}
