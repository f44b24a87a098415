import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax
@testable import ContractStubTooling

// Arbitrary bytes as a HAR capture, read the way `verify --traffic capture.har` reads one: the syntax check, the byte
// scan that locates each entry, each entry read on its own (a malformed one fails alone), and the exchanges that read
// verified against petstore.json and bookshop.json. Reading an entry twice must give the same exchange.
let verifiers = Specs.requestContracts().map { TrafficVerifier(contract: $0) }

FuzzDriver.main(seeds: Seeds.harFiles) { data in
    let log = try HARLog(data: data)
    var entries: [TrafficLog.Entry] = []
    for index in 0..<log.count {
        guard let exchange = try? log.exchange(at: index) else { continue }
        precondition((try? log.exchange(at: index)) == exchange, "entry \(index) reads differently the second time")
        entries.append(TrafficLog.Entry(line: index, exchange: exchange))
    }
    for verifier in verifiers { _ = verifier.verify(entries) }
}
