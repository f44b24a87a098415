import ContractStubCore
import Foundation

extension TrafficVerifier {
    /// Verifies a whole traffic log as `reader` reads it, batch by batch, keeping only what ``TrafficVerification``
    /// keeps (so memory stays flat as the log grows): each batch's lines are split into ``slicesPerBatch``
    /// consecutive slices, parsed and checked on all cores, and merged back in log order, so the result does not
    /// depend on scheduling. A line that is not a valid exchange becomes a `traffic.line.invalid` finding for that
    /// line, and the other lines are still checked.
    /// - Parameter limit: the most findings kept; the rest are counted by code.
    /// - Throws: what `reader` throws when the file cannot be read.
    package func verify(_ reader: TrafficLogReader, limit: Int) throws -> TrafficVerification {
        let empty = TrafficVerification(contract: requests.contract, limit: limit)
        var total = empty
        while let batch = try reader.nextBatch() {
            let lines = batch.lines
            let slices = min(lines.count, Self.slicesPerBatch)
            let parts = concurrentMap(count: slices) { slice in
                var part = empty
                for line in lines[(slice * lines.count / slices)..<((slice + 1) * lines.count / slices)] {
                    part.exchangeCount += 1
                    let exchange: TrafficExchange
                    do throws(TrafficLogError) {
                        exchange = try batch.exchange(line)
                    } catch {
                        part.add(Finding(exchange: line.index, diagnostic: error.diagnostic))
                        continue
                    }
                    check(exchange, line: line.index, into: &part)
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
