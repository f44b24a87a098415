import ContractStubCore

/// Generates Swift stubbing code from a contract: one type with an accessor per operation, each with an enum
/// of the operation's statuses and named examples and `respond`/`fail` methods that drive a `ContractStub`.
/// A pure function of the contract and the options: the same spec always gives byte-identical source.
///
/// ```swift
/// let source = StubGenerator.source(for: contract, options: StubGenerationOptions(typeName: "APIStubs"))
/// // in a test target that compiles it:
/// stub.api.showPetById.respond(.notFound)
/// stub.api.listBooks.respond(.ok, example: .firstPage)
/// ```
///
/// The stages: ``StubPlanner`` names everything (contract → plan), ``StubRenderer`` writes it (plan → text).
package enum StubGenerator {
    /// The generated Swift source for `contract`.
    package static func source(for contract: Contract, options: StubGenerationOptions = StubGenerationOptions()) -> String {
        let plan = StubPlanner.plan(contract, sourceName: contract.url.lastPathComponent, options: options)
        return StubRenderer(plan: plan).render()
    }
}
