import ContractStubCore

extension DiffCheck {
    /// Operations removed (alone, or with their whole path), added, or newly deprecated. A deprecated operation that is
    /// then removed is reported once, as a removal that says it was deprecated.
    static let operations = DiffCheck(
        rules: [
            .pathRemoved, .operationRemoved, .operationRemovedBeforeSunset, .operationRetired, .operationAdded, .operationDeprecated,
            .sunsetChanged, .sunsetTooSoon, .lifecycleInvalid, .stabilityDecreased,
        ],
        documents: { context in
            let pathsLocation = context.new.document.specLocation.appending("paths")
            var newPaths: [String: SpecLocation] = [:]
            for (template, item) in context.new.document.paths {
                newPaths[OperationPair.matchKey(template)] = item.value?.specLocation ?? pathsLocation.appending(template)
            }
            var changes: [SpecChange] = []
            for operation in context.removed {
                let lifecycle = Lifecycle(deprecated: operation.operation.deprecated, extensions: operation.operation.extensions)
                if let sunset = lifecycle.sunsetDate, lifecycle.deprecated {
                    let retired = lifecycle.mayBeRemoved(on: context.policy.today)
                    changes.append(
                        SpecChange(
                            rule: retired ? .operationRetired : .operationRemovedBeforeSunset,
                            message: "deprecated operation removed \(retired ? "after" : "before") its sunset date \(sunset)",
                            operation: operation.reference, old: operation.specLocation,
                            new: newPaths[OperationPair.matchKey(operation.path)] ?? pathsLocation))
                    continue
                }
                let what = operation.operation.deprecated ? "deprecated operation removed" : "operation removed"
                if let newPath = newPaths[OperationPair.matchKey(operation.path)] {
                    changes.append(
                        SpecChange(
                            rule: .operationRemoved, message: "\(what); the path still has other methods", operation: operation.reference,
                            old: operation.specLocation, new: newPath))
                } else {
                    changes.append(
                        SpecChange(
                            rule: .pathRemoved, message: "\(what) with its whole path", operation: operation.reference,
                            old: operation.specLocation, new: pathsLocation))
                }
            }
            for pair in context.pairs where !pair.old.operation.deprecated && pair.new.operation.deprecated {
                changes.append(
                    SpecChange(
                        rule: .operationDeprecated, message: "operation is now deprecated", operation: pair.reference,
                        old: pair.old.specLocation,
                        new: pair.new.specLocation.appending("deprecated")))
            }
            for pair in context.pairs {
                let old = Lifecycle(deprecated: pair.old.operation.deprecated, extensions: pair.old.operation.extensions)
                let new = Lifecycle(deprecated: pair.new.operation.deprecated, extensions: pair.new.operation.extensions)
                for lifecycle in context.policy.changes(from: old, to: new) {
                    changes.append(
                        SpecChange(
                            rule: lifecycle.rule, message: "operation \(lifecycle.message)", operation: pair.reference,
                            old: pair.old.specLocation, new: pair.new.specLocation.appending(lifecycle.keyword)))
                }
            }
            for operation in context.added {
                changes.append(
                    SpecChange(
                        rule: .operationAdded, message: "operation added", operation: operation.reference, old: nil,
                        new: operation.specLocation
                    ))
            }
            return changes
        })
}
