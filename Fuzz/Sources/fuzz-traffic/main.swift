import ContractStubCore
import ContractStubTooling
import FuzzSupport

// Arbitrary bytes as a traffic log; the exchanges it holds are then verified against petstore.json and bookshop.json.
let verifiers = Specs.requestContracts().map { TrafficVerifier(contract: $0) }

FuzzDriver.main(seeds: Seeds.trafficLogs) { data in
    let exchanges = try TrafficLog.read(data)
    for verifier in verifiers { _ = verifier.verify(exchanges) }
}
