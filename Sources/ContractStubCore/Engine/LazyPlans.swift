/// Per-operation plans built the first time an operation is met, once each, from any thread.
@_spi(ContractStubSpecialized) import ContractStubSyntax

///
/// A contract's engine is shared by every stub of the contract, and tests touch a few operations each: building
/// every plan of a large spec up front (github-api.json: 623 operations) cost ~30 ms; building them on demand costs
/// what the tests use.
final class LazyPlans<Key: Hashable & Sendable, Plan: Sendable>: Sendable {
    private let built = Locked<[Key: Plan]>([:])

    /// The plan for `key`, made with `make` the first time (outside any other plan's making; `make` must not
    /// ask this table for another plan).
    func plan(for key: Key, make: () -> Plan) -> Plan {
        built.withLock { built in
            if let plan = built[key] { return plan }
            let plan = make()
            built[key] = plan
            return plan
        }
    }
}
