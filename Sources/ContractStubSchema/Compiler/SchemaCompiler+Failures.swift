/// What a `compile` call leaves behind when it fails, and the checks that can fail it after its schemas compiled.
extension SchemaCompiler {
    /// Forgets the nodes the failed call made (so a later call never returns them half-built), and remembers `error`
    /// for `location` and for every node of the call that reaches the node that failed through `$ref`s: compiling any
    /// of them again would meet the same failure. So a broken schema at the end of a long `$ref` chain is found once,
    /// not once for each link the chain is entered at.
    func undoFailedCall(_ error: SchemaCompilationError, compiling location: SchemaLocation) {
        if failures.isEmpty { failuresGeneration = registry.generation }
        failures[location] = error
        if let failed = call.failedNode {
            var callers: [ObjectIdentifier: [CompiledSchemaNode]] = [:]
            for (from, to) in call.references { callers[ObjectIdentifier(to), default: []].append(from) }
            var reached: Set<ObjectIdentifier> = [ObjectIdentifier(failed)]
            var queue = [failed]
            while let node = queue.popLast() {
                failures[node.location] = error
                for caller in callers[ObjectIdentifier(node)] ?? [] where reached.insert(ObjectIdentifier(caller)).inserted {
                    queue.append(caller)
                }
            }
        }
        for node in call.created { schemas[node.location] = nil }
        for key in call.cachedReferences { referenceCache[key] = nil }
    }

    /// Drops the remembered failures once a document has been registered since: a `$ref` that led nowhere may resolve now.
    func forgetFailuresIfTheRegistryChanged() {
        guard !failures.isEmpty, failuresGeneration != registry.generation else { return }
        failures = [:]
    }

    /// Rejects `$ref` chains that loop without ever reaching a schema with assertions (`{"$ref": "#"}` at a root).
    ///
    /// Each node is walked once: a chain stops at a node already known to reach a schema, and at a node made by an
    /// earlier call (it passed this check then).
    func checkReferenceOnlyCycles() throws(SchemaCompilationError) {
        let created = Set(call.created.map(ObjectIdentifier.init))
        var reachSchemas: Set<ObjectIdentifier> = []
        for start in call.referenceOnlySchemas {
            var path: Set<ObjectIdentifier> = []
            var current = start
            while current.rules.count == 1, let target = current.referenceTarget {
                let id = ObjectIdentifier(current)
                if reachSchemas.contains(id) { break }
                guard path.insert(id).inserted else {
                    call.failedNode = current
                    throw SchemaCompilationError(
                        .refCycle, "'$ref' chain loops back to '\(current.location.pointer.uriFragment)' without reaching a schema",
                        at: current.location)
                }
                guard created.contains(ObjectIdentifier(target)) else { break }
                current = target
            }
            reachSchemas.formUnion(path)
        }
    }
}
