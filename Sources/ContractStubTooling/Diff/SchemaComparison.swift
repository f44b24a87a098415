import ContractStubCore

/// Compares an old and a new schema structurally, in the direction data flows.
///
/// Request side (the client sends, the new server validates): anything the new schema refuses that the old one
/// accepted breaks. Response side (the new server sends, the old client reads): anything the old schema ruled out
/// that the new one allows breaks. `$ref`s are followed and each pair of schema locations is compared once,
/// so recursive schemas terminate.
struct SchemaComparison {
    /// Which way the data flows.
    enum Direction {
        /// Client to server: parameters and request bodies.
        case request
        /// Server to client: response bodies.
        case response
    }

    /// Two views compared, by identity: a resolver makes one view per schema location and keeps it for the whole diff,
    /// so this is a pair of schema locations, hashed as two words rather than two pointers' tokens.
    fileprivate struct Pair: Hashable {
        let old: ObjectIdentifier
        let new: ObjectIdentifier
    }

    /// The pairs of schemas (below a top-level value) whose whole comparison, in a direction, found nothing: shared by
    /// every comparison made with one pair of resolvers (a ``DiffContext``: its resolvers made the views the pairs
    /// name), so a schema that hundreds of operations share and that did not change is walked once, not once per
    /// operation. A pair is noted only when its walk was whole: no pair under it was cut short (already compared in
    /// that comparison, a cycle, or the depth limit) and nothing was reported; what a walk finds below a top-level
    /// value depends on nothing but the two schemas and the direction, so skipping it elsewhere changes no output.
    final class UnchangedPairs {
        fileprivate var pairs: Set<Key> = []

        fileprivate struct Key: Hashable {
            let pair: Pair
            let direction: Direction
        }
    }

    let direction: Direction
    /// What is compared, for messages: `request body (application/json)`, `query parameter 'limit'`.
    let subject: String
    let operation: SpecChange.OperationReference
    let oldResolver: SchemaResolver
    let newResolver: SchemaResolver
    /// The rule for a type change of the top-level value (parameters report their own); `nil` for the direction's rule.
    let rootTypeRule: DiffRule?
    /// The rule for a `default` of the top-level value that changed (parameters); `nil` when not reported.
    let rootDefaultRule: DiffRule?
    /// Where in the exchange the compared value travels (a request or response body, a response header); `nil` for
    /// parameters.
    let place: SpecChange.ExchangePlace?
    /// How deprecated properties' sunset dates and stability levels are judged.
    let policy: LifecyclePolicy
    /// What was found so far.
    private(set) var changes: [SpecChange] = []
    private var compared: Set<Pair> = []
    private let unchanged: UnchangedPairs
    /// How many walks were cut short so far (see ``UnchangedPairs``).
    private var cuts = 0

    init(
        _ direction: Direction, subject: String, operation: SpecChange.OperationReference, old: SchemaResolver, new: SchemaResolver,
        rootTypeRule: DiffRule? = nil, rootDefaultRule: DiffRule? = nil, place: SpecChange.ExchangePlace? = nil,
        policy: LifecyclePolicy, unchanged: UnchangedPairs
    ) {
        self.direction = direction
        self.subject = subject
        self.operation = operation
        oldResolver = old
        newResolver = new
        self.rootTypeRule = rootTypeRule
        self.rootDefaultRule = rootDefaultRule
        self.place = place
        self.policy = policy
        self.unchanged = unchanged
    }

    /// Compares the two top-level schemas, adding what differs to ``changes``.
    mutating func compare(_ old: OpenAPI.SchemaObject, _ new: OpenAPI.SchemaObject) {
        compare(old, new, field: "", depth: 0)
    }

    mutating func compare(_ old: OpenAPI.SchemaObject, _ new: OpenAPI.SchemaObject, field: String, depth: Int) {
        compare(oldResolver.view(of: old), newResolver.view(of: new), field: field, depth: depth)
    }

    /// Compares the views of two schemas (each made once, by the resolvers).
    mutating func compare(_ oldView: SchemaView, _ newView: SchemaView, field: String, depth: Int) {
        let pair = Pair(old: ObjectIdentifier(oldView), new: ObjectIdentifier(newView))
        // The top-level value (an empty `field`) is judged with the subject's own rules: never skipped nor noted.
        let key = field.isEmpty ? nil : UnchangedPairs.Key(pair: pair, direction: direction)
        if let key, unchanged.pairs.contains(key) { return }
        guard depth < 64, compared.insert(pair).inserted else {
            cuts += 1
            return
        }
        let (changesBefore, cutsBefore) = (changes.count, cuts)
        compareWhole(oldView, newView, field: field, depth: depth)
        if let key, changes.count == changesBefore, cuts == cutsBefore { unchanged.pairs.insert(key) }
    }

    private mutating func compareWhole(_ oldView: SchemaView, _ newView: SchemaView, field: String, depth: Int) {
        compareTypes(oldView, newView, field: field)
        if isWrap(oldView, newView) {
            compareWrap(oldView, newView, field: field, depth: depth)
            return
        }
        compareEnums(oldView, newView, field: field)
        compareConstraints(oldView, newView, field: field)
        compareConditions(oldView, newView, field: field)
        compareEncodings(oldView, newView, field: field)
        compareDefaults(oldView, newView, field: field)
        compareProperties(oldView, newView, field: field, depth: depth)
        if let oldItems = oldView.items, let newItems = newView.items {
            compare(oldItems, newItems, field: field + "[]", depth: depth + 1)
        }
        compareApplicators(oldView, newView, field: field, depth: depth)
        compareAlternatives(oldView, newView, field: field, depth: depth)
        compareAllOf(oldView, newView, field: field)
    }

    // MARK: Types

    private mutating func compareTypes(_ old: SchemaView, _ new: SchemaView, field: String) {
        let typeRule = field.isEmpty ? (rootTypeRule ?? directionTypeRule) : directionTypeRule
        let oldType = effectiveType(old, oldResolver)
        let newType = effectiveType(new, newResolver)
        switch direction {
        case .request:
            if !newType.accepts(oldType) {
                report(typeRule, field, "type changed from \(oldType) to \(newType)", old: old.location, new: new.location)
            }
        case .response:
            if !oldType.accepts(newType, ignoringNull: true) {
                report(typeRule, field, "type changed from \(oldType) to \(newType)", old: old.location, new: new.location)
            }
            if !oldType.nullable, newType.nullable {
                report(.responseBecameNullable, field, "became nullable", old: old.location, new: new.location)
            }
        }
    }

    var directionTypeRule: DiffRule {
        direction == .request ? .requestTypeChanged : .responseTypeChanged
    }

    // MARK: Enums

    /// `enum`, `const` and a `oneOf`/`anyOf` of consts are one thing here: the list of values allowed.
    /// An `x-extensible-enum` (values listed, others allowed) may not lose values on the request side.
    private mutating func compareEnums(_ old: SchemaView, _ new: SchemaView, field: String) {
        let oldValues = allowedValues(old, oldResolver)
        let newValues = allowedValues(new, newResolver)
        let keyword = new.value("enum") == nil && new.value("const") != nil ? "const" : "enum"
        switch direction {
        case .request:
            if let oldListed = old.value("x-extensible-enum")?.arrayValue, let newListed = new.value("x-extensible-enum")?.arrayValue {
                let removed = oldListed.filter { !newListed.contains($0) }
                if !removed.isEmpty {
                    report(
                        .requestEnumValueRemoved, field, "no longer lists x-extensible-enum \(list(removed))",
                        old: old.location(of: "x-extensible-enum"), new: new.location(of: "x-extensible-enum"))
                }
            }
            guard let newValues else { return }
            guard let oldValues else {
                report(
                    .requestConstraintTightened, field, "is now restricted to \(keyword) \(list(newValues))",
                    old: old.location, new: new.location(of: keyword))
                return
            }
            let removed = oldValues.filter { !newValues.contains($0) }
            if !removed.isEmpty {
                report(
                    .requestEnumValueRemoved,
                    field, "no longer accepts \(keyword) value\(removed.count == 1 ? "" : "s") \(list(removed))",
                    old: old.location(of: "enum"), new: new.location(of: keyword))
            }
        case .response:
            guard let oldValues else { return }
            let oldKeyword = old.value("enum") == nil && old.value("const") != nil ? "const" : "enum"
            guard let newValues else {
                report(
                    .responseEnumValueAdded, field, "is no longer restricted to \(oldKeyword) \(list(oldValues))",
                    old: old.location(of: oldKeyword), new: new.location)
                return
            }
            let added = newValues.filter { !oldValues.contains($0) }
            if !added.isEmpty {
                report(
                    .responseEnumValueAdded, field, "may now be \(keyword) value\(added.count == 1 ? "" : "s") \(list(added))",
                    old: old.location(of: oldKeyword), new: new.location(of: keyword))
            }
        }
    }

    // MARK: Constraints

    private mutating func compareConstraints(_ old: SchemaView, _ new: SchemaView, field: String) {
        switch direction {
        case .request:
            for tightening in ConstraintTightening.all(from: old, to: new) {
                report(
                    .requestConstraintTightened, field, "\(tightening.message)", old: old.location,
                    new: new.location(of: tightening.keyword))
            }
        case .response:
            for loosening in ConstraintLoosening.all(from: old, to: new) {
                report(
                    .responseConstraintLoosened, field, "\(loosening.message)", old: old.location(of: loosening.keyword),
                    new: new.location(of: loosening.keyword))
            }
        }
    }

    /// `not` and `if`/`then`/`else`: one added to a request or dropped from a response is a constraint change with a
    /// direction; one changed in place is reported as such, without one.
    private mutating func compareConditions(_ old: SchemaView, _ new: SchemaView, field: String) {
        for change in ConditionChange.all(from: old, to: new, oldResolver: oldResolver, newResolver: newResolver) {
            let rule: DiffRule? =
                switch (direction, change.kind) {
                case (.request, .added): .requestConstraintTightened
                case (.response, .removed): .responseConstraintLoosened
                case (.request, .changed): .requestConditionChanged
                case (.response, .changed): .responseConditionChanged
                case (.request, .removed), (.response, .added): nil
                }
            guard let rule else { continue }
            report(
                rule, field, "\(change.message)", old: old.location(of: change.keyword), new: new.location(of: change.keyword))
        }
    }

    // MARK: Alternatives

    /// Members of `oneOf`/`anyOf` are compared pairwise when their number is the same. Otherwise the count decides:
    /// a request that lost members refuses what only those accepted; a response that gained some may send a shape
    /// clients do not know. (Members gained by a request or lost by a response are compatible.)
    private mutating func compareAlternatives(_ old: SchemaView, _ new: SchemaView, field: String, depth: Int) {
        let oldCount = old.alternatives.count
        let newCount = new.alternatives.count
        // Values listed either way (an enum, a oneOf of consts) were compared as values.
        if allowedValues(old, oldResolver) != nil, allowedValues(new, newResolver) != nil { return }
        guard oldCount == newCount else {
            guard let oldLocation = old.alternativesLocation, let newLocation = new.alternativesLocation, oldCount > 0, newCount > 0
            else { return }
            let keyword = newLocation.pointer.lastToken ?? "oneOf"
            let counts = "(now \(newCount), was \(oldCount))"
            if direction == .request, newCount < oldCount {
                let lost = oldCount - newCount
                report(
                    .requestAlternativeRemoved, field, "lost \(lost) \(keyword) alternative\(lost == 1 ? "" : "s") \(counts)",
                    old: oldLocation, new: newLocation)
            } else if direction == .response, newCount > oldCount {
                let gained = newCount - oldCount
                report(
                    .responseAlternativeAdded,
                    field, "gained \(gained) \(keyword) alternative\(gained == 1 ? "" : "s") \(counts)",
                    old: oldLocation, new: newLocation)
            }
            return
        }
        for (oldMember, newMember) in zip(old.alternatives, new.alternatives) {
            compare(oldMember, newMember, field: field, depth: depth + 1)
        }
    }

    // MARK: Properties

    private mutating func compareProperties(_ old: SchemaView, _ new: SchemaView, field: String, depth: Int) {
        let hidden = direction == .request ? "readOnly" : "writeOnly"
        func isHidden(_ schema: OpenAPI.SchemaObject?, _ resolver: SchemaResolver) -> Bool {
            schema.map { resolver.view(of: $0).flag(hidden) } ?? false
        }
        // The resolvers keep each view's property views; writeOnly-to-sent changes come first, as they always have.
        let newViews = newResolver.propertyViews(of: new)
        let properties = zip(old.properties, oldResolver.propertyViews(of: old)).map { property, view in
            (name: property.name, schema: property.schema, view: view)
        }
        for (name, oldProperty, oldView) in properties where direction == .response && oldView.flag(hidden) {
            // A required writeOnly property was never sent; sent now, clients cannot tell whether it always will be.
            guard old.required.contains(name), let newProperty = new.property(name), !isHidden(newProperty, newResolver) else { continue }
            let path = field.isEmpty ? name : "\(field).\(name)"
            report(
                .responsePropertyNoLongerWriteOnly, path, "is required and no longer writeOnly", old: oldProperty.specLocation,
                new: newProperty.specLocation)
        }
        for (name, oldProperty, oldView) in properties where !oldView.flag(hidden) {
            let path = field.isEmpty ? name : "\(field).\(name)"
            guard let offset = new.propertyOffset(name) else {
                let rule: DiffRule = direction == .request ? .requestPropertyRemoved : .responsePropertyRemoved
                report(rule, path, "was removed", old: oldProperty.specLocation, new: new.propertiesLocation ?? new.location)
                continue
            }
            let (newProperty, newView) = (new.properties[offset].schema, newViews[offset])
            if direction == .response, old.required.contains(name), !new.required.contains(name) {
                report(
                    .responsePropertyBecameOptional, path, "became optional",
                    old: old.requiredLocation ?? oldProperty.specLocation,
                    new: newProperty.specLocation)
            }
            for change in policy.changes(from: oldView.lifecycle, to: newView.lifecycle) {
                report(
                    change.rule, path, "\(change.message)", old: oldProperty.specLocation,
                    new: newView.location(of: change.keyword))
            }
            compare(oldView, newView, field: path, depth: depth + 1)
        }
        guard direction == .request else { return }
        for name in new.required.subtracting(old.required).sorted() where !isHidden(new.property(name), newResolver) {
            let path = field.isEmpty ? name : "\(field).\(name)"
            let message = old.property(name) == nil ? "has a new required property '\(path)'" : "property '\(path)' became required"
            report(
                .requestPropertyBecameRequired, message: "\(subject) \(message)", field: field, old: old.location,
                new: new.requiredLocation ?? new.location)
        }
    }

    // MARK: Reporting

    func describe(_ field: String) -> String {
        field.isEmpty ? subject : "\(subject) property '\(field)'"
    }

    func list(_ values: [JSONValue]) -> String {
        values.map { $0.serialized() }.joined(separator: ", ")
    }

    /// Reports `rule` about the value at `field` (`""`: the top-level value): `<subject> property '<field>' <detail>`.
    mutating func report(_ rule: DiffRule, _ field: String, _ detail: String, old: SpecLocation, new: SpecLocation) {
        report(rule, message: "\(describe(field)) \(detail)", field: field, old: old, new: new)
    }

    /// Reports `rule` about the value at `field` with its whole message; a response body's changes also say which
    /// request or response and where in its body (``SpecChange/place``).
    mutating func report(_ rule: DiffRule, message: String, field: String, old: SpecLocation, new: SpecLocation) {
        var change = SpecChange(rule: rule, message: message, operation: operation, old: old, new: new)
        change.place = place?.at(field)
        changes.append(change)
    }
}
