import Foundation
import FuzzSupport

@testable import ContractStubCore
@testable import ContractStubSchema
@testable import ContractStubSyntax
@testable import ContractStubTooling

// Arbitrary bytes as a Pact file (v1.1 to v4), read the way `verify --pact` reads one: the document, its
// interactions, their bodies (JSON, text or base64) and the matching rules of every version's shape. Reading must
// never crash; what it reads is read again the same way.
FuzzDriver.main(seeds: Seeds.pactFiles) { data in
    let pact = try PactFile.read(data)
    precondition((try? PactFile.read(data))?.interactions.count == pact.interactions.count, "a second read differs")
}
