import Dispatch
import Testing

@_spi(ContractStubSpecialized) @testable import ContractStubSyntax

@Suite("Locked")
struct LockedTests {
    /// State of its own, guarded by a `Locked<Void>`, as the schema compiler guards its tables.
    private final class Counter: @unchecked Sendable {
        let lock = Locked()
        var count = 0
    }

    @Test func aValueChangesOneCallerAtATime() {
        let total = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 { total.withLock { $0 += 1 } }
        }
        #expect(total.withLock { $0 } == 16_000)
    }

    @Test func aLockGuardingNothingRunsOneBodyAtATimeAndReturnsWhatItReturns() throws {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 { counter.lock.withLock { counter.count += 1 } }
        }
        #expect(counter.lock.withLock { counter.count } == 16_000)
        struct Refused: Error {}
        #expect(throws: Refused.self) { try counter.lock.withLock { () throws(Refused) in throw Refused() } }
    }
}
