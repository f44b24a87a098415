import ContractStubCore

/// What recorded traffic exercised of a contract: which operations it called and which declared response keys
/// its responses fell under, and which exchanges matched no operation at all.
///
/// An exchange counts for the operation its request is routed to (the same routing ``RequestValidator`` uses,
/// trailing-slash tolerance included), whether or not it was recorded with a response. A response counts for the
/// one key that governs its status, the key ``ResponseValidator`` checks it against: the exact code (`404`), else
/// its range (`4XX`), else `default`. So with `200` and `2XX` declared, a 200 covers `200` and a 201 covers `2XX`;
/// `default` is covered by any status no other declared key matches. A status nothing matches covers no key.
///
/// ```swift
/// let coverage = TrafficCoverage(try TrafficLog.read(data), router: RequestValidator(contract: contract))
/// coverage.operationRatio.percent   // 80.0
/// coverage.operations.filter { !$0.unexercised.isEmpty }.map(\.path)
/// ```
package struct TrafficCoverage: Sendable, Hashable {
    /// Every operation of the contract, in document order, with what the traffic did with it.
    package let operations: [CoverageOperation]
    /// The 0-based line indexes of the exchanges that were routed to no operation.
    package let unrouted: [Int]

    /// Routes each exchange with `router` and records what it exercised.
    package init(_ exchanges: [TrafficLog.Entry], router: RequestValidator) {
        var operations = router.contract.operations.map(CoverageOperation.init)
        var indexes: [CoverageOperation.Key: Int] = [:]
        for (index, operation) in operations.enumerated() { indexes[operation.key] = index }
        var unrouted: [Int] = []
        for entry in exchanges {
            let exchange = entry.exchange
            guard let routed = router.operation(for: exchange.request),
                let index = indexes[CoverageOperation.Key(method: routed.method, path: routed.path)]
            else {
                unrouted.append(entry.line)
                continue
            }
            operations[index].exchanges += 1
            if let status = exchange.response?.status, let key = routed.response(for: status)?.key {
                operations[index].exercised.insert(key)
            }
        }
        self.operations = operations
        self.unrouted = unrouted
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
