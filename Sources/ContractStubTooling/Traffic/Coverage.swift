import ContractStubCore

/// What recorded traffic exercised of a contract: which operations it called and which declared response keys
/// its responses fell under, and which exchanges matched no operation at all.
///
/// An exchange counts for the operation its request is routed to (the same routing ``RequestValidator`` uses,
/// trailing-slash tolerance included), whether or not it was recorded with a response. A response counts for the
/// one key that governs its status, the key ``ResponseValidator`` checks it against: the exact code (`404`), else
/// its range (`4XX`), else `default`. So with `200` and `2XX` declared, a 200 covers `200` and a 201 covers `2XX`;
/// `default` is covered by any status no other declared key matches. A status nothing matches covers no key.
/// Only counts are kept (and the first unrouted line indexes), so coverage of a long log is recorded exchange by
/// exchange, in parts that are merged in log order.
///
/// ```swift
/// let coverage = TrafficCoverage(try TrafficLog.read(data), router: RequestValidator(contract: contract))
/// coverage.operationRatio.percent   // 80.0
/// coverage.operations.filter { !$0.unexercised.isEmpty }.map(\.path)
/// ```
package struct TrafficCoverage: Sendable, Hashable {
    /// Every operation of the contract, in document order, with what the traffic did with it.
    package var operations: [CoverageOperation] {
        var operations = declared
        for (index, exercise) in recorded { operations[index].add(exercise) }
        return operations
    }
    /// Every operation as declared, with nothing recorded: shared, never written, by every part of a verification
    /// (a part that wrote into its own copy would copy every operation's description first).
    private let declared: [CoverageOperation]
    /// What the traffic did with each operation it was routed to, by the operation's position.
    private var recorded: [Int: CoverageOperation.Exercise] = [:]
    /// The 0-based line indexes of the first unrouted exchanges (up to the limit given at `init`).
    package private(set) var unrouted: [Int] = []
    /// How many exchanges were routed to no operation.
    package private(set) var unroutedCount = 0
    private let unroutedLimit: Int

    /// Nothing exercised yet; at most `unroutedLimit` unrouted line indexes are kept (all are counted), so memory
    /// stays flat however long the log is.
    package init(contract: Contract, unroutedLimit: Int = .max) {
        declared = contract.operations.map(CoverageOperation.init)
        self.unroutedLimit = unroutedLimit
    }

    /// Routes each exchange with `router` and records what it exercised.
    package init(_ exchanges: [TrafficLog.Entry], router: RequestValidator) {
        self.init(contract: router.contract)
        for entry in exchanges {
            record(line: entry.line, operation: router.operation(for: entry.exchange.request), status: entry.exchange.response?.status)
        }
    }

    /// Records the exchange on `line`: routed to `operation` of the same contract (`nil`: to none), answered with
    /// `status` (`nil`: no response recorded) and, for an event stream, the distinct names of its events, `events`.
    package mutating func record(line: Int, operation: Contract.Operation?, status: Int?, events: Set<String> = []) {
        guard let operation, declared.indices.contains(operation.id.index) else {
            unroutedCount += 1
            if unrouted.count < unroutedLimit { unrouted.append(line) }
            return
        }
        var exercise = CoverageOperation.Exercise(exchanges: 1, eventNames: events)
        if let status, let key = operation.responseKey(for: status) { exercise.keys.insert(key) }
        recorded[operation.id.index, default: CoverageOperation.Exercise()].add(exercise)
    }

    /// Adds what `later` (the coverage of exchanges after these in the log, for the same contract) recorded.
    package mutating func merge(_ later: TrafficCoverage) {
        for (index, exercise) in later.recorded { recorded[index, default: CoverageOperation.Exercise()].add(exercise) }
        unroutedCount += later.unroutedCount
        unrouted += later.unrouted.prefix(max(0, unroutedLimit - unrouted.count))
    }

    /// Operations called at least once, out of all operations.
    package var operationRatio: CoverageRatio {
        CoverageRatio(covered: operations.count(where: \.isExercised), total: operations.count)
    }

    /// Declared response keys (operation × key) exercised at least once, out of all declared.
    package var responseRatio: CoverageRatio {
        CoverageRatio(
            covered: operations.reduce(0) { $0 + $1.exercised.count },
            total: operations.reduce(0) { $0 + $1.declared.count })
    }

    /// The operations not called at all, or with declared response keys the traffic never hit.
    package var incomplete: [CoverageOperation] {
        operations.filter { !$0.isExercised || !$0.unexercised.isEmpty }
    }
}
