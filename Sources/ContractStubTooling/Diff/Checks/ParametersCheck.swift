import ContractStubCore

extension DiffCheck {
    /// Parameters added, removed, moved, renamed, made required, deprecated, serialised differently, or whose values changed.
    static let parameters = DiffCheck(
        rules: [
            .parameterRequiredAdded, .parameterBecameRequired, .parameterLocationChanged, .parameterRenamed, .parameterTypeChanged,
            .parameterRemoved, .parameterDeprecated, .parameterStyleChanged, .parameterAllowReservedDisabled, .requestTypeChanged,
            .requestEnumValueRemoved, .requestConstraintTightened, .requestPropertyBecameRequired, .requestPropertyRemoved,
            .requestAlternativeRemoved, .requestConditionChanged, .parameterDefaultChanged,
            .requestPrefixItemsRemoved, .requestContentEncodingChanged, .requestAllOfAdded, .requestAllOfRemoved,
            .requestWrappedInOneOf, .requestDefaultChanged, .parameterRemovedBeforeSunset, .sunsetChanged, .sunsetTooSoon,
            .lifecycleInvalid, .stabilityDecreased,
        ],
        eachOperation: { context, pair in
            ParameterComparison(pair: pair, context: context).changes()
        })
}

/// The parameter part of the parameters check, for one operation pair.
private struct ParameterComparison {
    let pair: OperationPair
    let context: DiffContext

    func changes() -> [SpecChange] {
        var changes: [SpecChange] = []
        let (oldPathNames, newPathNames) = (Self.pathParameterNames(of: pair.old), Self.pathParameterNames(of: pair.new))
        let newByKey = Dictionary(
            pair.new.parameters.map { (key($0, pathNames: newPathNames), $0) }, uniquingKeysWith: { first, _ in first })
        let oldKeys = Set(pair.old.parameters.map { key($0, pathNames: oldPathNames) })
        var removed: [OpenAPI.Parameter] = []
        for old in pair.old.parameters {
            guard let new = newByKey[key(old, pathNames: oldPathNames)] else {
                removed.append(old)
                continue
            }
            if !old.required, new.required {
                changes.append(change(.parameterBecameRequired, "\(describe(old)) became required", old: old, new: new))
            }
            if !old.deprecated, new.deprecated {
                changes.append(change(.parameterDeprecated, "\(describe(old)) is now deprecated", old: old, new: new))
            }
            let lifecycles = (
                Lifecycle(deprecated: old.deprecated, extensions: old.extensions),
                Lifecycle(deprecated: new.deprecated, extensions: new.extensions)
            )
            for lifecycle in context.policy.changes(from: lifecycles.0, to: lifecycles.1) {
                changes.append(
                    SpecChange(
                        rule: lifecycle.rule, message: "\(describe(old)) \(lifecycle.message)", operation: pair.reference,
                        old: old.specLocation, new: new.specLocation.appending(lifecycle.keyword)))
            }
            for serialization in ParameterSerialization.all(from: old, to: new, mayBeComposite: mayBeComposite(old, new)) {
                changes.append(change(serialization.rule, "\(describe(old)) \(serialization.message)", old: old, new: new))
            }
            if let oldSchema = schema(of: old), let newSchema = schema(of: new) {
                var comparison = context.schemaComparison(
                    .request, subject: describe(old), pair: pair, rootTypeRule: .parameterTypeChanged,
                    rootDefaultRule: .parameterDefaultChanged)
                comparison.compare(oldSchema, newSchema)
                changes += comparison.changes
            }
        }
        var added = pair.new.parameters.filter { !oldKeys.contains(key($0, pathNames: newPathNames)) }
        for old in removed {
            if let index = added.firstIndex(where: { $0.name.lowercased() == old.name.lowercased() }) {
                let new = added.remove(at: index)
                changes.append(change(.parameterLocationChanged, "\(describe(old)) moved to \(new.location.rawValue)", old: old, new: new))
            } else if removed.count(where: { $0.location == old.location }) == 1,
                added.count(where: { $0.location == old.location }) == 1,
                let index = added.firstIndex(where: { $0.location == old.location })
            {
                let new = added.remove(at: index)
                changes.append(change(.parameterRenamed, "\(describe(old)) was renamed to '\(new.name)'", old: old, new: new))
            } else if let sunset = Lifecycle(deprecated: old.deprecated, extensions: old.extensions).sunsetDate,
                old.deprecated, context.policy.today < sunset
            {
                changes.append(
                    SpecChange(
                        rule: .parameterRemovedBeforeSunset,
                        message: "deprecated \(describe(old)) was removed before its sunset date \(sunset)",
                        operation: pair.reference, old: old.specLocation, new: pair.new.specLocation))
            } else {
                changes.append(
                    SpecChange(
                        rule: .parameterRemoved, message: "\(describe(old)) was removed", operation: pair.reference, old: old.specLocation,
                        new: pair.new.specLocation))
            }
        }
        for new in added where new.required {
            changes.append(
                SpecChange(
                    rule: .parameterRequiredAdded, message: "new required \(describe(new))", operation: pair.reference,
                    old: pair.old.specLocation,
                    new: new.specLocation))
        }
        return changes
    }

    /// How a parameter is matched: path parameters by their position in the template (`pathNames`: the names of the
    /// operation's path variables, in order), headers by lowercased name, the one querystring parameter by its
    /// location, others by location and name.
    private func key(_ parameter: OpenAPI.Parameter, pathNames: [String]) -> String {
        switch parameter.location {
        case .path:
            return pathNames.firstIndex(of: parameter.name).map { "path #\($0)" } ?? "path \(parameter.name)"
        case .header: return "header \(parameter.name.lowercased())"
        case .query, .cookie: return "\(parameter.location.rawValue) \(parameter.name)"
        case .querystring: return "querystring"
        }
    }

    /// The names of the variables of `operation`'s path template, in order (none when it does not parse).
    private static func pathParameterNames(of operation: Contract.Operation) -> [String] {
        guard operation.parameters.contains(where: { $0.location == .path }) else { return [] }
        return (try? PathTemplate(operation.path))?.parameterNames ?? []
    }

    /// Whether the value of either version may be an array or an object (any type counts).
    private func mayBeComposite(_ old: OpenAPI.Parameter, _ new: OpenAPI.Parameter) -> Bool {
        [(old, context.oldResolver), (new, context.newResolver)].contains { parameter, resolver in
            guard let schema = schema(of: parameter) else { return false }
            return resolver.view(of: schema).types.map { !$0.isDisjoint(with: ["array", "object"]) } ?? true
        }
    }

    private func schema(of parameter: OpenAPI.Parameter) -> OpenAPI.SchemaObject? {
        (parameter.schema ?? parameter.content.values.first?.schema)
    }

    private func describe(_ parameter: OpenAPI.Parameter) -> String {
        "\(parameter.location.rawValue) parameter '\(parameter.name)'"
    }

    private func change(_ rule: DiffRule, _ message: String, old: OpenAPI.Parameter, new: OpenAPI.Parameter) -> SpecChange {
        SpecChange(rule: rule, message: message, operation: pair.reference, old: old.specLocation, new: new.specLocation)
    }
}
