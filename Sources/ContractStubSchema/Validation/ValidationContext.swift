/// The state of one validation run. With `collecting` off (``Schema/isValid(_:direction:)``) it stops at the first
/// failure and builds neither messages nor pointers; with it on, every violation becomes a ``Diagnostic``.
struct ValidationContext {
    /// How deep nested instance values and `$ref` hops may go before validation stops with `schema.depth`.
    /// Keeps deeply nested input and `$ref` loops that consume no input from exhausting the stack.
    static let maximumDepth = 512

    let direction: ValidationDirection
    let collecting: Bool
    var diagnostics: [Diagnostic] = []
    /// The instance pointer, kept only while collecting.
    var path: [InstancePathToken] = []
    var depth = 0
    /// The resources with dynamic anchors entered so far, outermost first (the dynamic scope of `$dynamicRef`).
    var dynamicScope: [SchemaResource] = []

    init(direction: ValidationDirection, collecting: Bool) {
        self.direction = direction
        self.collecting = collecting
    }

    /// Checks `instance` against `schema`; merges what was evaluated into `evaluated` when `tracking` and valid.
    mutating func evaluate(_ schema: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts, tracking: Bool) -> Bool {
        if schema.isAlwaysFalse {
            if collecting {
                report(schema, nil, "false", "no value is allowed here (the schema is false), found \(ValueDescription.of(instance))")
            }
            return false
        }
        if schema.acceptsNull, case .null = instance { return true }
        guard depth <= Self.maximumDepth else {
            if collecting {
                report(schema, nil, "depth", "validation stopped: more than \(Self.maximumDepth) nested values or $ref hops")
            }
            return false
        }
        // Only a resource with dynamic anchors can answer a `$dynamicRef`, so only those join the scope (the lookup
        // skips the others anyway); most schemas have none, and validating them then allocates no scope.
        let entersResource = !schema.resource.dynamicAnchors.isEmpty && dynamicScope.last !== schema.resource
        if entersResource { dynamicScope.append(schema.resource) }
        defer { if entersResource { dynamicScope.removeLast() } }

        // Untracked (the common case), the rules record nothing, so they get the caller's parts rather than new ones.
        guard tracking || schema.collectsAnnotations else { return checkRules(of: schema, instance, &evaluated, tracking: false) }
        var local = EvaluatedParts()
        let valid = checkRules(of: schema, instance, &local, tracking: true)
        if valid, tracking { evaluated.merge(local) }
        return valid
    }

    /// Every rule of `schema`; with `collecting` off, only up to the first that fails.
    private mutating func checkRules(
        of schema: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts, tracking: Bool
    ) -> Bool {
        var valid = true
        for rule in schema.rules where !check(rule, of: schema, instance, &evaluated, tracking: tracking) {
            valid = false
            if !collecting { return false }
        }
        return valid
    }

    /// Checks a child value (property or item) against `schema`, one level deeper.
    mutating func evaluateChild(_ schema: CompiledSchemaNode, _ value: JSONValue, at token: InstancePathToken) -> Bool {
        if collecting { path.append(token) }
        defer { if collecting { path.removeLast() } }
        depth += 1
        defer { depth -= 1 }
        var ignored = EvaluatedParts()
        return evaluate(schema, value, &ignored, tracking: false)
    }

    /// Follows a reference: same instance, one hop deeper (so reference loops that consume nothing terminate).
    mutating func evaluateReference(_ target: CompiledSchemaNode, _ instance: JSONValue, _ evaluated: inout EvaluatedParts, tracking: Bool)
        -> Bool
    {
        depth += 1
        defer { depth -= 1 }
        return evaluate(target, instance, &evaluated, tracking: tracking)
    }

    /// Runs `body` with a fresh diagnostics list and returns what it found, restoring the outer list.
    mutating func isolated(_ body: (inout ValidationContext) -> Bool) -> (valid: Bool, diagnostics: [Diagnostic]) {
        let outer = diagnostics
        diagnostics = []
        let valid = body(&self)
        let found = diagnostics
        diagnostics = outer
        return (valid, found)
    }

    /// The current instance pointer.
    var instancePointer: JSONPointer {
        JSONPointer(
            tokens: path.map { token in
                switch token {
                case .key(let key): return key
                case .index(let index): return String(index)
                }
            })
    }

    /// Records a violation of `keyword` (code `schema.` + the keyword `code` in kebab-case, from the catalogue) in `schema`; call only while collecting.
    mutating func report(
        _ schema: CompiledSchemaNode, _ keyword: String?, _ code: String, _ message: String, extra: InstancePathToken? = nil
    ) {
        var instance = instancePointer
        if let extra {
            switch extra {
            case .key(let key): instance = instance.appending(key)
            case .index(let index): instance = instance.appending(index)
            }
        }
        var location = schema.location.diagnosticLocation
        if let keyword { location.pointer = schema.location.pointer.appending(keyword) }
        diagnostics.append(Diagnostic(.error, code: .schema(keyword: code), message: message, at: location, instancePointer: instance))
    }
}
