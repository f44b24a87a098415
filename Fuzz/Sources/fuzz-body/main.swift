import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax
@testable import ContractStubTooling

// Arbitrary bytes as a JSON body: read by the instance reader and by JSONDecoder (the spec reader it replaced for
// bodies), which must agree on the value or the error, and checked by the validating scan against every response and
// request body schema of petstore.json and bookshop.json, which must give the tree's answer in both directions (a
// difference traps, so it counts as a crash); then checked as the response body of every operation.
let contracts = Specs.requestContracts()
let checks = contracts.map { contract in (ResponseValidator(contract: contract), contract.operations) }
let schemas: [Schema] = contracts.flatMap { contract in
    contract.operations.flatMap { operation in
        let media = operation.responses.flatMap(\.response.content.values) + (operation.requestBody?.content.values ?? [])
        return media.compactMap { $0.schema.flatMap(contract.schema(for:)) }
    }
}

FuzzDriver.main(seeds: Seeds.bodies) { data in
    if let difference = ReaderComparison.difference(in: data) { fatalError(difference) }
    for schema in schemas {
        if let difference = ReaderComparison.difference(in: data, schema: schema) { fatalError(difference) }
    }
    let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: data)
    for (validator, operations) in checks {
        for operation in operations { _ = validator.validate(response, for: operation) }
    }
}
