import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax
@testable import ContractStubTooling

// Arbitrary bytes as a traffic log, read the way `verify` reads a file: by TrafficLogReader in 7-byte chunks (so
// lines span chunks), each line parsed by the targeted scan. The lines must be those of the whole input split at
// once, and the exchanges that parse are then verified against petstore.json and bookshop.json.
let verifiers = Specs.requestContracts().map { TrafficVerifier(contract: $0) }
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-traffic-\(getpid()).jsonl")

FuzzDriver.main(seeds: Seeds.trafficLogs) { data in
    try data.write(to: scratch)
    let reader = try TrafficLogReader(contentsOf: scratch, chunkSize: 7)
    var lines: [String] = []
    var exchanges: [TrafficLog.Entry] = []
    while let batch = try reader.nextBatch() {
        let bytes = batch.bytes
        for line in batch.lines {
            lines.append("\(line.index) " + String(decoding: bytes[line.range], as: UTF8.self))
            if let exchange = try? batch.exchange(line) { exchanges.append(TrafficLog.Entry(line: line.index, exchange: exchange)) }
        }
    }
    let whole = TrafficLogBatch(bytes: Array(data), firstLine: 0)
    let wholeBytes = whole.bytes
    let wholeLines = whole.lines.map { "\($0.index) " + String(decoding: wholeBytes[$0.range], as: UTF8.self) }
    precondition(lines == wholeLines, "chunked lines differ from the whole input's lines")
    for verifier in verifiers { _ = verifier.verify(exchanges) }
}
