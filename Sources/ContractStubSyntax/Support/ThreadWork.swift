import Foundation

/// Work started on a thread of its own, with as much stack as it asks for (secondary threads get 512 KB by default on
/// Apple platforms, and recursive readers and comparisons need more), and its result, waited for.
///
/// ```swift
/// let half = ThreadWork(stackSize: 8 << 20) { compare(secondHalf) }
/// let first = compare(firstHalf)
/// let both = first + half.result()
/// ```
package final class ThreadWork<Value>: @unchecked Sendable {
    /// Written once by the thread, read only after `done` is signalled.
    private var value: Value?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `work` on a new thread with `stackSize` bytes of stack.
    package init(stackSize: Int, _ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            value = work()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
    }

    /// Waits for the work to finish and returns what it made. Call it once.
    package func result() -> Value {
        done.wait()
        return value!
    }
}
