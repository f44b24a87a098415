import ContractStubCore
import Foundation

extension TrafficVerifier {
    /// Verifies every exchange `source` gives, batch by batch, keeping only what ``TrafficVerification`` keeps (so
    /// memory stays flat as a log grows): each batch is split into ``slicesPerBatch`` consecutive slices, parsed and
    /// checked on all cores, and merged back in input order, so the result does not depend on scheduling. An
    /// exchange that cannot be read becomes a finding for it (`traffic.line.invalid`, `traffic.har.invalid`), and the
    /// others are still checked. Exchanges `servers` does not accept are skipped and counted by host.
    /// - Parameters:
    ///   - limit: the most findings kept; the rest are counted by code.
    ///   - servers: which exchanges to check; `nil` checks all.
    /// - Throws: what `source` throws when the file cannot be read.
    package func verify(_ source: any TrafficSource, limit: Int, servers: ServerFilter? = nil) throws -> TrafficVerification {
        let empty = TrafficVerification(contract: requests.contract, limit: limit, exchangeLabel: source.exchangeLabel)
        var total = empty
        while let batch = try source.nextExchanges() {
            let slices = min(batch.count, Self.slicesPerBatch)
            let parts = concurrentMap(count: slices) { slice in
                var part = empty
                for position in (slice * batch.count / slices)..<((slice + 1) * batch.count / slices) {
                    let index = batch.index(at: position)
                    let exchange: TrafficExchange
                    do {
                        exchange = try batch.exchange(at: position)
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
            for part in parts { total.merge(part) }
        }
        return total
    }

    /// 8 slices: enough for two to four cores to share a batch evenly when line sizes differ, few enough that
    /// the per-slice results cost nothing to merge.
    static let slicesPerBatch = 8
}
