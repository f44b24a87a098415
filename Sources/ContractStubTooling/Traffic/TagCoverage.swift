import ContractStubCore

/// The coverage of the operations under one tag: what `verify` summarises per tag. An operation with several tags
/// counts under each; one without tags under ``untagged``.
///
/// ```swift
/// for tag in coverage.byTag { print(tag.name, tag.operationRatio.percentText) }
/// ```
package struct TagCoverage: Sendable, Hashable {
    /// The name shown for operations without tags.
    package static let untagged = "(no tag)"

    /// The tag.
    package let name: String
    /// Its operations, in document order.
    package let operations: [CoverageOperation]
    /// Their indexes in ``TrafficCoverage/operations`` (and in the contract's operations).
    package let indexes: [Int]

    /// Operations called at least once, out of the tag's operations.
    package var operationRatio: CoverageRatio {
        CoverageRatio(covered: operations.count(where: \.isExercised), total: operations.count)
    }

    /// Declared response keys exercised, out of those the tag's operations declare.
    package var responseRatio: CoverageRatio {
        CoverageRatio(
            covered: operations.reduce(0) { $0 + $1.exercised.count }, total: operations.reduce(0) { $0 + $1.declared.count })
    }
}

extension TrafficCoverage {
    /// The operations grouped by tag, tags in the order they first appear in the document.
    package var byTag: [TagCoverage] {
        let operations = operations
        var order: [String] = []
        var groups: [String: [Int]] = [:]
        for (index, operation) in operations.enumerated() {
            for tag in operation.tags.isEmpty ? [TagCoverage.untagged] : operation.tags {
                if groups[tag] == nil { order.append(tag) }
                groups[tag, default: []].append(index)
            }
        }
        return order.map { tag in
            let indexes = groups[tag] ?? []
            return TagCoverage(name: tag, operations: indexes.map { operations[$0] }, indexes: indexes)
        }
    }
}
