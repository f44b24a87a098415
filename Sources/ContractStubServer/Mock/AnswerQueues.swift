/// The answers set through the control API, per operation, each queue used up in order: once an operation's queue is
@_spi(ContractStubSpecialized) import ContractStubSyntax

/// empty, its requests get the spec's answer again (as `Prefer` chooses). Thread-safe.
final class AnswerQueues: Sendable {
    private let queues = Locked([Contract.Operation.ID: [MockAnswer]]())

    /// Makes `answers` the next answers of `operation`, replacing those still queued for it.
    func set(_ answers: [MockAnswer], for operation: Contract.Operation.ID) {
        queues.withLock { $0[operation] = answers }
    }

    /// The next answer queued for `operation`, taken off its queue; `nil` when none is.
    func next(for operation: Contract.Operation.ID) -> MockAnswer? {
        queues.withLock { queues in
            guard var queue = queues[operation], !queue.isEmpty else { return nil }
            let answer = queue.removeFirst()
            queues[operation] = queue.isEmpty ? nil : queue
            return answer
        }
    }

    /// The number of answers still queued for each operation.
    var pending: [Contract.Operation.ID: Int] { queues.withLock { $0.mapValues(\.count) } }

    /// Forgets every queued answer.
    func reset() {
        queues.withLock { $0.removeAll() }
    }
}
