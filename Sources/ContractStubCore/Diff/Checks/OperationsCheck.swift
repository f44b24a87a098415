extension DiffCheck {
    /// Operations removed (alone, or with their whole path) or added.
    static let operations = DiffCheck(rules: [.pathRemoved, .operationRemoved, .operationAdded]) { context in
        let pathsLocation = context.new.document.specLocation.appending("paths")
        var newPaths: [String: SpecLocation] = [:]
        for (template, item) in context.new.document.paths {
            newPaths[OperationPair.matchKey(template)] = item.value?.specLocation ?? pathsLocation.appending(template)
        }
        var changes: [SpecChange] = []
        for operation in context.removed {
            if let newPath = newPaths[OperationPair.matchKey(operation.path)] {
                changes.append(SpecChange(
                    rule: .operationRemoved, message: "operation removed; the path still has other methods", operation: operation.reference,
                    old: operation.specLocation, new: newPath))
            } else {
                changes.append(SpecChange(
                    rule: .pathRemoved, message: "operation removed with its whole path", operation: operation.reference,
                    old: operation.specLocation, new: pathsLocation))
            }
        }
        for operation in context.added {
            changes.append(SpecChange(
                rule: .operationAdded, message: "operation added", operation: operation.reference, old: nil, new: operation.specLocation))
        }
        return changes
    }
}
