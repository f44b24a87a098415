import ContractStubCore
import Foundation

extension TrafficVerifier {
    /// Verifies every exchange `source` gives, batch by batch, keeping only what ``TrafficVerification`` keeps (so
    /// memory stays flat as a log grows): each batch is split into ``slicesPerBatch`` consecutive slices, parsed and
    /// checked on all cores while the next batch is read, and merged back in input order, so the result does not
    /// depend on scheduling. An
    /// exchange that cannot be read becomes a finding for it (`traffic.line.invalid`, `traffic.har.invalid`), and the
    /// others are still checked. Exchanges `servers` does not accept are skipped and counted by host.
    /// - Parameters:
    ///   - limit: the most findings kept; the rest are counted by code.
    ///   - servers: which exchanges to check; `nil` checks all.
    /// - Throws: what `source` throws when the file cannot be read.
    package func verify(_ source: any TrafficSource, limit: Int, servers: ServerFilter? = nil) throws -> TrafficVerification {
        let empty = TrafficVerification(contract: requests.contract, limit: limit, exchangeLabel: source.exchangeLabel)
        var total = empty
        let readAhead = ReadAhead(source)
        var batch = try source.nextExchanges()
        while let current = batch {
            let slices = min(current.count, Self.slicesPerBatch)
            // Work item 0 reads the next batch while the others check this one.
            let parts = concurrentMap(count: slices + 1) { item in
                guard item > 0 else {
                    readAhead.readNext()
                    return empty
                }
                let slice = item - 1
                var part = empty
                for position in (slice * current.count / slices)..<((slice + 1) * current.count / slices) {
                    let index = current.index(at: position)
                    let exchange: TrafficExchange
                    do {
                        exchange = try current.exchange(at: position)
                    } catch {
                        part.exchangeCount += 1
                        let diagnostic =
                            (error as? any DiagnosticError)?.diagnostic
                            ?? Diagnostic(.error, code: .trafficLineInvalid, message: "\(error)")
                        part.add(Finding(exchange: index, diagnostic: diagnostic))
                        continue
                    }
                    if let servers, !servers.accepts(exchange.request.url) {
                        part.skip(host: exchange.request.url.host ?? "(no host)")
                        continue
                    }
                    part.exchangeCount += 1
                    check(exchange, line: index, into: &part)
                }
                return part
            }
            for part in parts.dropFirst() { total.merge(part) }
            batch = try readAhead.takeNext()
        }
        return total
    }

    /// 16 slices: enough for two to eight cores to share a batch evenly when line sizes differ (a batch of 150 KB
    /// lines has about 27), few enough that merging the per-slice results costs nothing.
    static let slicesPerBatch = 16
}

/// The batch after the one being checked, read by one work item of the check's `concurrentMap` and taken by the
/// caller once that returns (which orders the write before the read): so reading the log overlaps checking it, and
/// the source is still used by one thread at a time, in order.
private final class ReadAhead: @unchecked Sendable {
    private let source: any TrafficSource
    private var next: Result<(any TrafficSourceBatch)?, any Error> = .success(nil)

    init(_ source: any TrafficSource) {
        self.source = source
    }

    /// Reads the next batch (or the error reading it); called from exactly one work item per batch.
    func readNext() {
        next = Result { try source.nextExchanges() }
    }

    /// The batch read, once the work items have all finished.
    func takeNext() throws -> (any TrafficSourceBatch)? {
        try next.get()
    }
}
