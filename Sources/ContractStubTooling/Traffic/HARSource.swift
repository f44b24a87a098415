import ContractStubCore

/// A HAR file as a ``TrafficSource``: its entries in batches of ``batchSize``, each read only when checked.
///
/// ```swift
/// let source = HARSource(try HARLog(data: Data(contentsOf: url)))
/// ```
package final class HARSource: TrafficSource {
    /// 256 entries: enough to share between cores, small enough that findings come back in order cheaply.
    package static let batchSize = 256
    private let log: HARLog
    private var next = 0

    /// The entries of `log`.
    package init(_ log: HARLog) {
        self.log = log
    }

    /// `HAR entry`: a 0-based index in `log.entries`.
    package var exchangeLabel: String { "HAR entry" }
    /// A capture: entries to other hosts than the spec's are skipped.
    package var isCapture: Bool { true }

    /// The next entries, or `nil` after the last.
    package func nextExchanges() -> (any TrafficSourceBatch)? {
        guard next < log.count else { return nil }
        let range = next..<min(next + Self.batchSize, log.count)
        next = range.upperBound
        return Batch(log: log, range: range)
    }

    private struct Batch: TrafficSourceBatch {
        let log: HARLog
        let range: Range<Int>

        var count: Int { range.count }
        func index(at position: Int) -> Int { range.lowerBound + position }
        func exchange(at position: Int) throws -> TrafficExchange { try log.exchange(at: range.lowerBound + position) }
    }
}
