import ContractStubCore

extension DiffCheck {
    /// Operations removed (alone, or with their whole path), added, or newly deprecated. A deprecated operation that is
    /// then removed is reported once, as a removal that says it was deprecated.
    static let operations = DiffCheck(rules: [.pathRemoved, .operationRemoved, .operationAdded, .operationDeprecated]) { context in
        let pathsLocation = context.new.document.specLocation.appending("paths")
        var newPaths: [String: SpecLocation] = [:]
        for (template, item) in context.new.document.paths {
            newPaths[OperationPair.matchKey(template)] = item.value?.specLocation ?? pathsLocation.appending(template)
        }
        var changes: [SpecChange] = []
        for operation in context.removed {
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
        for operation in context.added {
            changes.append(
                SpecChange(
                    rule: .operationAdded, message: "operation added", operation: operation.reference, old: nil, new: operation.specLocation
                ))
        }
        return changes
    }
}
