import Dispatch
import Foundation

/// Runs `work` for each index on all cores and returns the results in index order.
///
/// For independent pieces of one job (linting rules, members of a large document); the order of the
/// results never depends on scheduling.
package func concurrentMap<Value: Sendable>(count: Int, _ work: @Sendable (Int) -> Value) -> [Value] {
    let slots = ConcurrentSlots<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.store(work(index), at: index)
    }
    return slots.values
}

/// Runs `work` for every index in `0..<count` on all cores, dealing the indices out in `slices` interleaved slices
/// (0, 8, 16, … then 1, 9, 17, …) so that big and small items spread evenly, and returns the results in index order.
package func concurrentMapInterleaved<Value: Sendable>(count: Int, slices: Int = 8, _ work: @Sendable (Int) -> Value) -> [Value] {
    let sliced = concurrentMap(count: slices) { slice in
        stride(from: slice, to: count, by: slices).map(work)
    }
    return (0..<count).map { index in sliced[index % slices][index / slices] }
}

/// One slot per index, each written once from whichever thread computed it.
private final class ConcurrentSlots<Value: Sendable>: Sendable {
    private let slots: Locked<[Value?]>

    init(count: Int) {
        slots = Locked(Array(repeating: nil, count: count))
    }

    func store(_ value: Value, at index: Int) {
        slots.withLock { $0[index] = value }
    }

    /// Every value, in index order (all slots are filled once `concurrentPerform` returns).
    var values: [Value] {
        slots.withLock { $0.map { $0! } }
    }
}
