import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax

// Arbitrary requests (method, URL, headers, body in ``RequestText`` form) against petstore.json and bookshop.json.
let validators = Specs.requestContracts().map { RequestValidator(contract: $0) }

FuzzDriver.main(seeds: Seeds.requests) { data in
    guard let request = RequestText.parse(data) else { return }
    for validator in validators { _ = validator.validate(request) }
}
