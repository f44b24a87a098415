/// Lays a compiled schema graph out as a ``ScanPlan``: nodes are numbered as they are reached (iteratively, so a
/// 10,000-link `$ref` chain needs no deep stack), and each node's rules are sorted into what the scan reads itself,
/// what it applies in place and what makes the node delegated. The compiler makes at most one rule of each kind per
/// node (one keyword each), so each is laid out in its own slot.
struct ScanPlanBuilder {
    private(set) var nodes: [ScanPlan.Node] = []
    private(set) var children: [Int32] = []
    private(set) var applicators: [ScanPlan.Applicator] = []
    private(set) var tables: [MemberTables.Draft] = []
    private(set) var scalarRules: [ScanPlan.ScalarRules] = []
    private(set) var schemaNodes: [CompiledSchemaNode] = []
    private var indexes: [ObjectIdentifier: Int32] = [:]
    private var pending: [Int32] = []

    /// Lays out every node reachable from `root`; `false` when one of them has a `$dynamicRef`.
    mutating func build(from root: CompiledSchemaNode) -> Bool {
        guard !Self.reachesDynamicReference(from: root) else { return false }
        _ = index(of: root)
        while let next = pending.popLast() { layOut(next) }
        return true
    }

    /// Whether a `$dynamicRef` can be reached from `root` (through subschemas and `$ref`s: a discriminator mapping
    /// only narrows messages, which the scan does not build): its target depends on the path taken, which the scan
    /// does not keep.
    private static func reachesDynamicReference(from root: CompiledSchemaNode) -> Bool {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        var stack = [root]
        while let node = stack.popLast() {
            for rule in node.rules {
                var next = rule.inlineSubschemas
                switch rule {
                case .dynamicRef: return true
                case .ref(let target): next.append(target)
                default: break
                }
                for child in next where seen.insert(ObjectIdentifier(child)).inserted { stack.append(child) }
            }
        }
        return false
    }

    /// The index of `node`, numbering it (and queueing it to be laid out) when it is new.
    private mutating func index(of node: CompiledSchemaNode) -> Int32 {
        if let known = indexes[ObjectIdentifier(node)] { return known }
        let index = Int32(schemaNodes.count)
        schemaNodes.append(node)
        nodes.append(ScanPlan.Node())
        indexes[ObjectIdentifier(node)] = index
        pending.append(index)
        return index
    }

    /// `node` as a child reference: its index, or ``ScanPlan/alwaysFalse`` for a `false` schema.
    private mutating func reference(to node: CompiledSchemaNode?) -> Int32 {
        guard let node else { return ScanPlan.none }
        return node.isAlwaysFalse ? ScanPlan.alwaysFalse : index(of: node)
    }

    /// Node indexes of `branches`, appended to ``children``; returns where they start.
    private mutating func appendChildren(_ branches: [CompiledSchemaNode]) -> Int32 {
        let indexes = branches.map { index(of: $0) }
        let start = Int32(children.count)
        children += indexes
        return start
    }

    private mutating func layOut(_ index: Int32) {
        let schema = schemaNodes[Int(index)]
        var node = ScanPlan.Node()
        node.isAlwaysFalse = schema.isAlwaysFalse
        node.acceptsNull = schema.acceptsNull
        if schema.collectsAnnotations || !schema.rules.allSatisfy(Self.isScanned) {
            node.isDelegated = true
            nodes[Int(index)] = node
            return
        }
        var scalars: [SchemaRule] = []
        var draft = MemberTables.Draft()
        var applied: [ScanPlan.Applicator] = []
        for rule in schema.rules {
            switch rule {
            case .type(let types):
                node.types = types
            case .enumeration, .constant:
                node.comparesValues = true
                scalars.append(rule)
            case .minimum, .maximum, .multipleOf, .pattern:
                scalars.append(rule)
            case .minLength(let limit):
                node.minLength = limit
            case .maxLength(let limit):
                node.maxLength = limit
            case .format(let format):
                node.format = format
            case .minItems(let limit):
                node.minItems = limit
            case .maxItems(let limit):
                node.maxItems = limit
            case .required(let names):
                for name in names {
                    let property = schema.declaredProperties[name]
                    draft.required.append(
                        (
                            member: member(named: name, in: &draft), exemptInRequest: property?.isReadOnly ?? false,
                            exemptInResponse: property?.isWriteOnly ?? false
                        ))
                }
            case .properties(let properties):
                for (name, property) in properties.properties.sorted(by: { $0.key < $1.key }) {
                    let at = member(named: name, in: &draft)
                    draft.members[at].property = self.index(of: property)
                    draft.members[at].isReadOnly = property.isReadOnly
                    draft.members[at].isWriteOnly = property.isWriteOnly
                }
                node.additional = reference(to: properties.additional)
            case .items(let prefix, let rest, _):
                node.prefixStart = appendChildren(prefix)
                node.prefixCount = Int32(prefix.count)
                node.rest = reference(to: rest)
            case .allOf(let branches):
                applied.append(ScanPlan.Applicator(kind: .allOf, start: appendChildren(branches), count: Int32(branches.count)))
            case .anyOf(let branches, _):
                applied.append(ScanPlan.Applicator(kind: .anyOf, start: appendChildren(branches), count: Int32(branches.count)))
            case .oneOf(let branches, _):
                applied.append(ScanPlan.Applicator(kind: .oneOf, start: appendChildren(branches), count: Int32(branches.count)))
            case .not(let negated):
                applied.append(ScanPlan.Applicator(kind: .not, start: self.index(of: negated), count: 1))
            case .conditional(let condition, let then, let otherwise):
                applied.append(
                    ScanPlan.Applicator(
                        kind: .conditional, start: self.index(of: condition), count: then.map { self.index(of: $0) } ?? ScanPlan.none,
                        extra: otherwise.map { self.index(of: $0) } ?? ScanPlan.none))
            case .ref(let target):
                applied.append(ScanPlan.Applicator(kind: .reference, start: self.index(of: target), count: 1))
            default:
                break
            }
        }
        if !scalars.isEmpty {
            node.scalarRules = Int32(scalarRules.count)
            scalarRules.append(ScanPlan.ScalarRules(node: schema, rules: scalars))
        }
        if !draft.members.isEmpty {
            node.members = Int32(tables.count)
            tables.append(draft)
            node.isDelegated = !draft.members.allSatisfy { $0.name.utf8.allSatisfy { $0 < 0x80 } }
        }
        node.applicatorStart = Int32(applicators.count)
        node.applicatorCount = Int32(applied.count)
        applicators += applied
        node.hasOwnPass =
            node.types != nil || node.scalarRules >= 0 || node.minLength >= 0 || node.maxLength >= 0 || node.format != nil
            || node.members >= 0 || node.additional != ScanPlan.none
            || node.prefixCount > 0 || node.rest != ScanPlan.none || node.minItems >= 0 || node.maxItems >= 0
        nodes[Int(index)] = node
    }

    /// The index in `draft` of the member `name`, added when new.
    private func member(named name: String, in draft: inout MemberTables.Draft) -> Int {
        if let known = draft.members.firstIndex(where: { $0.name == name }) { return known }
        draft.members.append((name: name, property: ScanPlan.none, isReadOnly: false, isWriteOnly: false))
        return draft.members.count - 1
    }

    /// Whether the scan reads `rule` itself (any other rule makes its node delegated).
    private static func isScanned(_ rule: SchemaRule) -> Bool {
        switch rule {
        case .type, .enumeration, .constant, .minimum, .maximum, .multipleOf, .minLength, .maxLength, .pattern, .format,
            .minItems, .maxItems, .items, .allOf, .anyOf, .oneOf, .not, .conditional, .ref, .required:
            // A discriminator (of `anyOf`/`oneOf`) never changes the verdict: the scan reads the combinator as written.
            return true
        case .properties(let properties):
            return properties.patterns.isEmpty
        case .uniqueItems, .minProperties, .maxProperties, .dependentRequired, .dependentSchemas, .propertyNames, .contains,
            .dynamicRef, .unevaluatedProperties, .unevaluatedItems, .contentSchema:
            return false
        }
    }
}
