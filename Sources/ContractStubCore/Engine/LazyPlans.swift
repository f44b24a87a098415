import Foundation

/// Per-operation plans built the first time an operation is met, once each, from any thread.
///
/// A ``ContractStub`` builds its validators per test, and a test touches a few operations: building every plan of a
/// large spec up front (github-api.json: 623 operations) cost ~30 ms per test; building them on demand costs what
/// the test uses.
final class LazyPlans<Key: Hashable & Sendable, Plan: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var built: [Key: Plan] = [:]

    /// The plan for `key`, made with `make` the first time (outside any other plan's making; `make` must not
    /// ask this table for another plan).
    func plan(for key: Key, make: () -> Plan) -> Plan {
        lock.lock()
        defer { lock.unlock() }
        if let plan = built[key] { return plan }
        let plan = make()
        built[key] = plan
        return plan
    }
}
