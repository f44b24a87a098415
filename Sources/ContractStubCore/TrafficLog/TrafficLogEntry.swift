extension TrafficLog {
    /// One exchange read from a traffic log, with the line it came from.
    ///
    /// ```swift
    /// for entry in try TrafficLog.read(data) { print(entry.line, entry.exchange.request.url) }
    /// ```
    package struct Entry: Sendable, Hashable {
        /// The 0-based line index of the exchange in the log (blank lines are counted).
        package let line: Int
        /// The exchange written on that line.
        package let exchange: TrafficExchange

        /// An exchange read from `line`.
        package init(line: Int, exchange: TrafficExchange) {
            self.line = line
            self.exchange = exchange
        }
    }
}
