extension TrafficLogBatch {
    /// The exchange written on `line`.
    /// - Throws: ``TrafficLogError`` when the line is not a valid exchange.
    package func exchange(_ line: Line) throws(TrafficLogError) -> TrafficExchange {
        try withScanner(of: line) { scanner throws(TrafficLogError) in try TrafficLog.exchange(scanning: scanner, line: line.index + 1) }
    }
}
