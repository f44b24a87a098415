import ContractStubCore

/// Where `verify` gets its exchanges from: a traffic log (JSON Lines, ``TrafficLogReader``) or a HAR file
/// (``HARSource``), read batch by batch; ``TrafficInput/open(_:)`` picks one by the file's content.
///
/// Each exchange has an index: a traffic log's 0-based line, a HAR file's 0-based entry. Findings name it as
/// ``exchangeLabel`` says (`exchange 4`, `HAR entry 4`). A new kind of input is one more conforming type.
///
/// ```swift
/// let source = try TrafficInput.open(url)
/// while let batch = try source.nextExchanges() {
///     for position in 0..<batch.count { let exchange = try batch.exchange(at: position) }
/// }
/// ```
package protocol TrafficSource: AnyObject {
    /// How findings name an exchange's index: `exchange` (a log line) or `HAR entry`.
    var exchangeLabel: String { get }
    /// Whether the input captured any traffic (a browser's, a proxy's), so exchanges to hosts other than the
    /// spec's servers are skipped rather than checked.
    var isCapture: Bool { get }
    /// The next exchanges, or `nil` after the last.
    /// - Throws: when the input cannot be read.
    func nextExchanges() throws -> (any TrafficSourceBatch)?
}

/// Consecutive exchanges of a ``TrafficSource``, each parsed only when asked for, so batches can be checked in
/// parallel and a malformed exchange fails alone.
package protocol TrafficSourceBatch: Sendable {
    /// How many exchanges the batch holds.
    var count: Int { get }
    /// The index of the exchange at `position` (0..<count) in the whole input.
    func index(at position: Int) -> Int
    /// The exchange at `position`.
    /// - Throws: a ``DiagnosticError`` saying what is wrong with it (``TrafficLogError``, ``HARError``).
    func exchange(at position: Int) throws -> TrafficExchange
}

extension TrafficLogReader: TrafficSource {
    /// `exchange`: a 0-based line index.
    package var exchangeLabel: String { "exchange" }
    /// A log written by ContractStub or by hand: every exchange is checked.
    package var isCapture: Bool { false }
    /// ``nextBatch()``.
    package func nextExchanges() throws -> (any TrafficSourceBatch)? { try nextBatch() }
}

extension TrafficLogBatch: TrafficSourceBatch {
    /// The number of non-blank lines.
    package var count: Int { lines.count }
    /// The 0-based line index of the `position`th non-blank line.
    package func index(at position: Int) -> Int { lines[position].index }
    /// The exchange on the `position`th non-blank line.
    package func exchange(at position: Int) throws -> TrafficExchange { try exchange(lines[position]) }
}
