import Foundation

/// The state of one ``ValueSynthesizer/synthesize(documentURI:pointer:direction:)`` call.
struct SynthesisRun {
    let compiler: SchemaCompiler
    let options: SynthesisOptions
    let direction: ValidationDirection
    /// Follows `$ref`s through the compiler's documents, one hop at a time (``flatten(_:)`` checks for cycles).
    let references: SchemaReferenceFollower
    /// What could not be honoured.
    var notes: [String] = []
    /// Set while retrying `oneOf`/`anyOf` branches whose minimal values matched more than one branch: optional
    /// properties of every kind are then filled in, which is what usually tells overlapping branches apart.
    var fillsAllOptionalProperties = false

    init(compiler: SchemaCompiler, options: SynthesisOptions, direction: ValidationDirection) {
        self.compiler = compiler
        self.options = options
        self.direction = direction
        references = SchemaReferenceFollower(compiler.registry)
    }

    var dialect: SchemaDialect { compiler.dialect }

    /// A value for `node`; `variant` makes sibling array items differ (for `uniqueItems`).
    mutating func value(for node: OpenAPI.SchemaObject, depth: Int, variant: Int) -> JSONValue? {
        value(for: [node], depth: depth, variant: variant)
    }

    /// A value that satisfies every one of `nodes` at once (a property or `items` that several `allOf` branches
    /// declare): their parts are merged, and candidates are checked against each of them. When none is found, the
    /// closest value built (for the caller's message), unless `validOnly` (an optional property is then left out).
    mutating func value(for nodes: [OpenAPI.SchemaObject], depth: Int, variant: Int, validOnly: Bool = false) -> JSONValue? {
        var constraints = SchemaConstraints()
        for node in nodes {
            let flattened = flatten(node)
            if flattened.isUnsatisfiable {
                if let reference = flattened.unresolvedReference { note("cannot follow '\(reference)'") }
                return nil
            }
            constraints.parts += flattened.parts
        }
        let compiled = nodes.map { node in
            try? compiler.compile(documentURI: node.specLocation.documentURL, pointer: node.specLocation.pointer)
        }
        let direction = self.direction
        let valid = { (candidate: JSONValue) -> Bool in
            compiled.allSatisfy { $0?.isValid(candidate, direction: direction) ?? true }
        }

        if let constant = constraints.first("const"), valid(constant) { return constant }
        if options.preferExamples || depth > options.maximumDepth {
            for candidate in specValues(constraints) where valid(candidate) { return candidate }
        }
        if let built = build(constraints, chosen: [], forced: [:], depth: depth, variant: variant, valid: valid),
            !validOnly || valid(built)
        {
            return built
        }
        // An example that the whole schema refuses (an `enum` or `const` of another branch) is never served.
        return specValues(constraints).first(where: valid)
    }

    /// `example`, then `examples` entries (3.1 arrays), then `default`, across the parts.
    private func specValues(_ constraints: SchemaConstraints) -> [JSONValue] {
        var values: [JSONValue] = []
        if let example = constraints.first("example") { values.append(example) }
        if let examples = constraints.first("examples")?.arrayValue { values += examples }
        if let value = constraints.first("default") { values.append(value) }
        return values
    }

    /// Builds a value from the keywords, choosing a branch for each `oneOf`/`anyOf` in turn (checked with `valid`).
    private mutating func build(
        _ constraints: SchemaConstraints, chosen: Set<Int>, forced: [String: JSONValue], depth: Int, variant: Int,
        valid: (JSONValue) -> Bool
    ) -> JSONValue? {
        guard let (index, _, branches) = constraints.firstAlternatives(excluding: chosen) else {
            let constants = constraints.all("const")
            let enums = constraints.all("enum").compactMap(\.arrayValue)
            if let pool = constants.isEmpty ? enums.first : [constants[0]] {
                // Every `const` and every `enum` of the merged parts must allow the value.
                let allowed = pool.filter { value in
                    constants.allSatisfy { $0 == value } && enums.allSatisfy { $0.contains(value) }
                }
                if allowed.isEmpty { note("the const and enum values of the allOf branches have none in common") }
                return allowed.first(where: valid) ?? allowed.first
            }
            return shape(constraints, forced: forced, depth: depth, variant: variant, valid: valid)
        }
        var fallback: JSONValue?
        for fillingAll in fillsAllOptionalProperties ? [true] : [false, true] {
            let previous = fillsAllOptionalProperties
            fillsAllOptionalProperties = fillingAll
            defer { fillsAllOptionalProperties = previous }
            for branch in branches.prefix(64) {
                var merged = constraints
                let flattened = flatten(branch)
                if flattened.isUnsatisfiable { continue }
                merged.parts += flattened.parts
                for choice in discriminatorChoices(constraints.parts[index], branch: branch, merged: merged) {
                    var forced = forced
                    if let (name, value) = choice { forced[name] = value }
                    guard
                        let candidate = build(
                            merged, chosen: chosen.union([index]), forced: forced, depth: depth, variant: variant, valid: valid)
                    else { continue }
                    if valid(candidate) { return candidate }
                    if fallback == nil { fallback = candidate }
                }
            }
        }
        return fallback
    }

    /// The discriminator values to try when `branch` of `part` is chosen, best first, the last `nil` (the property
    /// built from its own schema): only `nil` when the branch pins the property with its own `enum` or `const` (the
    /// value is then one of those); else the `mapping` key that names the branch, else its component name. The
    /// caller keeps the first valid answer, so a name the branch's schema rejects is never the answer.
    func discriminatorChoices(_ part: OpenAPI.SchemaObject, branch: OpenAPI.SchemaObject, merged: SchemaConstraints)
        -> [(String, JSONValue)?]
    {
        guard let discriminator = part.json["discriminator"], let name = discriminator["propertyName"]?.stringValue,
            let reference = branch.json["$ref"]?.stringValue
        else { return [nil] }
        let pinned = merged.propertySchemas(name).contains { property in
            let constraints = flatten(property)
            return constraints.first("enum") != nil || constraints.first("const") != nil
        }
        if pinned { return [nil] }
        let target = SchemaURI.resolve(reference, against: branch.specLocation.documentURL.absoluteString)
        for (key, mapped) in discriminator["mapping"]?.objectValue ?? JSONObject() {
            guard let text = mapped.stringValue else { continue }
            let mappedTarget =
                text.contains("#") || text.contains("/")
                ? SchemaURI.resolve(text, against: part.specLocation.documentURL.absoluteString)
                : SchemaURI.resolve("#/components/schemas/\(text)", against: part.specLocation.documentURL.absoluteString)
            if mappedTarget == target { return [(name, .string(key)), nil] }
        }
        guard let schemaName = reference.split(separator: "/").last else { return [nil] }
        return [(name, .string(String(schemaName))), nil]
    }

    /// Tries each allowed type in order and keeps the first value that `valid` accepts (else the first built). A
    /// scalar that `valid` refuses is tried again with the next few variants: another integer, string or Boolean is
    /// often what tells overlapping `oneOf` branches apart.
    private mutating func shape(
        _ constraints: SchemaConstraints, forced: [String: JSONValue], depth: Int, variant: Int, valid: (JSONValue) -> Bool
    ) -> JSONValue? {
        let declared = constraints.allowedTypes(dialect: dialect)
        if declared?.isEmpty == true { note("the allOf branches declare types that no value has at once") }
        var types = declared ?? inferredTypes(constraints)
        // `null` only when nothing else works: stubs are more useful with values.
        if let null = types.firstIndex(of: "null") { types.append(types.remove(at: null)) }
        if depth > 2 * options.maximumDepth, constraints.acceptsNull(dialect: dialect) { return .null }
        var fallback: JSONValue?
        for type in types {
            let tries: [Int]
            switch type {
            case "object", "array", "null": tries = [variant]
            default: tries = Array(variant..<variant + Self.scalarTries)
            }
            for variant in tries {
                guard let value = value(ofType: type, constraints, forced: forced, depth: depth, variant: variant, valid: valid)
                else { break }
                if valid(value) { return value }
                if fallback == nil { fallback = value }
            }
        }
        return fallback
    }

    /// How many variants of a scalar ``shape(_:forced:depth:variant:valid:)`` tries.
    private static let scalarTries = 4

    /// A value of JSON type `type` built from the keywords, or `nil` when they allow none.
    private mutating func value(
        ofType type: String, _ constraints: SchemaConstraints, forced: [String: JSONValue], depth: Int, variant: Int,
        valid: (JSONValue) -> Bool
    ) -> JSONValue? {
        switch type {
        case "object": return object(constraints, forced: forced, depth: depth)
        case "array": return array(constraints, depth: depth)
        case "string": return string(constraints, variant: variant)
        case "integer": return number(constraints, integer: true, variant: variant)
        case "number":
            let integerOnly = constraints.allowedTypes(dialect: dialect) == ["integer"]
            let whole = number(constraints, integer: integerOnly, variant: variant)
            // A whole number also matches `integer` schemas: a fraction tells a `number` branch of a `oneOf` apart.
            if !integerOnly, let whole, !valid(whole),
                let fraction = number(constraints, integer: false, variant: variant, fractional: true), valid(fraction)
            {
                return fraction
            }
            return whole
        case "boolean": return .bool(variant % 2 == 0)
        case "null": return .null
        default: return nil
        }
    }

    /// Types suggested by the keywords present when no part says `type`.
    private func inferredTypes(_ constraints: SchemaConstraints) -> [String] {
        let has = { (keys: [String]) in keys.contains { constraints.first($0) != nil } }
        if has(["properties", "required", "additionalProperties", "minProperties", "patternProperties"]) { return ["object"] }
        if has(["items", "prefixItems", "minItems", "maxItems"]) { return ["array"] }
        if has(["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"]) { return ["number"] }
        return ["string", "object", "null"]
    }

    /// Flattens `node`: follows `$ref` (siblings ignored in OpenAPI 3.0 / draft 4) and inlines `allOf`.
    func flatten(_ node: OpenAPI.SchemaObject) -> SchemaConstraints {
        var constraints = SchemaConstraints()
        var visiting: Set<SpecLocation> = []
        flatten(node, into: &constraints, visiting: &visiting)
        return constraints
    }

    private func flatten(_ node: OpenAPI.SchemaObject, into constraints: inout SchemaConstraints, visiting: inout Set<SpecLocation>) {
        if node.json == .bool(false) { constraints.isUnsatisfiable = true }
        guard case .object = node.json, visiting.insert(node.specLocation).inserted else { return }
        if let reference = node.json["$ref"]?.stringValue {
            guard let target = references.target(of: reference, from: node.specLocation) else {
                constraints.isUnsatisfiable = true
                constraints.unresolvedReference = reference
                return
            }
            flatten(target, into: &constraints, visiting: &visiting)
            if dialect.refReplacesSiblings { return }
        }
        constraints.parts.append(node)
        for member in node.children("allOf") { flatten(member, into: &constraints, visiting: &visiting) }
    }

    mutating func note(_ text: String) {
        if !notes.contains(text) { notes.append(text) }
    }
}
