import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax
@testable import ContractStubTooling

// `verify --pact` end to end on arbitrary bytes: the Pact file read, then every interaction checked under Pact
// semantics against petstore.json and bookshop.json (request validation, response subsets, matching rules against
// the schemas), findings and coverage recorded as the command records them.
let contracts = Specs.requestContracts()
let verifiers = contracts.map { PactVerifier(contract: $0) }

FuzzDriver.main(seeds: Seeds.pactFiles) { data in
    let pact = try PactFile.read(data)
    for (contract, verifier) in zip(contracts, verifiers) {
        var result = TrafficVerification(contract: contract, limit: 1_000)
        verifier.check(pact, file: "fuzz.json", into: &result)
        precondition(result.exchangeCount == pact.interactions.count, "an interaction was not counted")
    }
}
