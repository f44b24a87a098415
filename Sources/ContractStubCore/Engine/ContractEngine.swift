import Foundation

/// What checking and answering traffic needs of one contract, built once (on first use: ``Contract/engine``) and
/// shared by every ``RequestValidator``, ``ResponseValidator``, ``ResponseSynthesizer`` and stub made for it.
///
/// Nothing here holds the contract: plans are built, on first use, from the contract their caller passes in. So the
/// contract can cache its engine and still be freed when the last outside reference to it goes.
package final class ContractEngine: Sendable {
    /// Routes and each operation's request checks.
    let requests: RequestRouting
    /// Synthesizes values with the contract's own schema compiler.
    let values: ValueSynthesizer
    /// The spec's documents as written.
    private let documents: SpecDocuments
    /// Each operation's response checks, built when a response to it is first checked.
    private let responsePlans = LazyPlans<Contract.Operation.ID, ResponsePlan>()

    /// The engine of `contract`: its routes now, everything else on first use.
    init(_ contract: Contract) {
        documents = SpecDocuments(contract)
        requests = RequestRouting(contract, documents: documents)
        values = ValueSynthesizer(compiler: contract.schemaCompiler)
    }

    /// The response checks of `operation` of `contract`, built once; an operation `contract` does not have (see
    /// ``Contract/own(_:)``) gets checks built for this call alone.
    func responsePlan(for operation: Contract.Operation, in contract: Contract) -> ResponsePlan {
        guard let own = contract.own(operation) else {
            return ResponsePlan(operation: operation, contract: contract, documents: documents)
        }
        return responsePlans.plan(for: own.id) { ResponsePlan(operation: own, contract: contract, documents: documents) }
    }
}

extension Contract {
    /// What checking and answering traffic needs, built on first use and shared by every validator, synthesizer and
    /// stub made for this contract. It holds nothing that holds the contract, so keeping it with the contract makes
    /// no reference cycle.
    package var engine: ContractEngine { derived.object { ContractEngine(self) } }
}
