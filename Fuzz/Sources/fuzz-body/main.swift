import ContractStubCore
import ContractStubTooling
import Foundation
import FuzzSupport

// Arbitrary bytes as a JSON body: read by the instance reader and by JSONDecoder (the spec reader it replaced for
// bodies), which must agree on the value or the error (a difference traps, so it counts as a crash); then checked as
// the response body of every operation of petstore.json and bookshop.json.
let contracts = Specs.requestContracts()
let checks = contracts.map { contract in (ResponseValidator(contract: contract), contract.operations) }

FuzzDriver.main(seeds: Seeds.bodies) { data in
    if let difference = ReaderComparison.difference(in: data) { fatalError(difference) }
    let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: data)
    for (validator, operations) in checks {
        for operation in operations { _ = validator.validate(response, for: operation) }
    }
}
