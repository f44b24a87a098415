import ContractStubCore
import Foundation
import Testing

@testable import ContractStub

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every stub of a contract uses the contract's one engine, and a contract that stubs have used is freed, engine and
/// all, once the stubs, their sessions and the contract are dropped (the engine holds nothing that holds the contract).
@Suite struct SharedEngineTests {
    /// Weak references to what a scope made, looked at after the scope has ended.
    struct Leftovers {
        weak var contract: Contract?
        weak var engine: ContractEngine?
        weak var registry: StubRegistry?
    }

    @Test func stubsOfAContractShareItsEngine() throws {
        let contract = try Contract(contentsOf: Petstore.specURL)
        let engine = contract.engine
        let stubs = (0..<3).map { index in ContractStub(contract, options: RequestValidationOptions(strict: index == 0)) }
        #expect(contract.engine === engine, "built once, not per stub")
        #expect(stubs.allSatisfy { $0.registry.synthesizer.contract === contract })
        #expect(stubs[0].registry.requestValidator.options.strict && !stubs[1].registry.requestValidator.options.strict)
    }

    /// Loads a contract of its own, answers requests through three stubs and their sessions, and returns only weak
    /// references.
    static func stubsServeRequestsAndAreDropped() async throws -> Leftovers {
        let contract = try Contract(contentsOf: Petstore.specURL)
        var leftovers = Leftovers(contract: contract, engine: contract.engine)
        for _ in 0..<3 {
            let stub = ContractStub(contract, options: .init(), environment: [:])
            stub.respond(to: "showPetById", status: 404)
            let session = stub.makeSession()
            let (_, missing) = try await session.data(from: Petstore.url("/pets/42"))
            let (_, list) = try await session.data(from: Petstore.url("/pets"))
            #expect(missing.status == 404 && list.status == 200)
            #expect(stub.violations.isEmpty)
            session.invalidateAndCancel()
            leftovers.registry = stub.registry
        }
        return leftovers
    }

    @Test func aContractUsedByStubsIsFreedWithThem() async throws {
        let leftovers = try await Self.stubsServeRequestsAndAreDropped()
        // A session lets go of its configuration (and so of the stub) shortly after it is invalidated.
        for _ in 0..<100 where leftovers.registry != nil || leftovers.contract != nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(leftovers.registry == nil, "a stub's registry is still alive")
        #expect(leftovers.contract == nil, "the contract is still alive")
        #expect(leftovers.engine == nil, "the contract's engine is still alive")
    }
}
