/// Reads the values of one schema object's keywords, compiling subschemas at their pointers
/// and throwing `schema.invalid` for a value of the wrong type.
struct KeywordReader {
    let object: JSONObject
    let schema: CompiledSchemaNode
    let scope: CompileScope
    let compiler: SchemaCompiler

    private func location(_ tokens: String...) -> SchemaLocation {
        var pointer = schema.location.pointer
        for token in tokens { pointer = pointer.appending(token) }
        return schema.location.moved(to: pointer)
    }

    func invalid(_ keyword: String, _ expected: String, _ value: JSONValue) -> SchemaCompilationError {
        SchemaCompilationError(
            .schemaInvalid, "'\(keyword)' must be \(expected), found \(ValueDescription.of(value))", at: location(keyword))
    }

    func subschema(_ value: JSONValue, _ keyword: String) throws(SchemaCompilationError) -> CompiledSchemaNode {
        try compiler.compileSchema(value, at: location(keyword), scope: scope)
    }

    func subschemas(_ value: JSONValue, _ keyword: String) throws(SchemaCompilationError) -> [CompiledSchemaNode] {
        guard case .array(let elements) = value else { throw invalid(keyword, "an array of schemas", value) }
        var result: [CompiledSchemaNode] = []
        result.reserveCapacity(elements.count)
        for (offset, element) in elements.enumerated() {
            result.append(try compiler.compileSchema(element, at: location(keyword, String(offset)), scope: scope))
        }
        return result
    }

    func typeSet(_ value: JSONValue) throws(SchemaCompilationError) -> JSONTypeSet {
        switch value {
        case .string(let name):
            guard let type = JSONTypeSet(name: name) else { throw invalid("type", "a JSON Schema type name", value) }
            return type
        case .array(let names):
            var set: JSONTypeSet = []
            for name in names {
                guard case .string(let text) = name, let type = JSONTypeSet(name: text) else {
                    throw invalid("type", "an array of JSON Schema type names", value)
                }
                set.insert(type)
            }
            return set
        default:
            throw invalid("type", "a type name or an array of them", value)
        }
    }

    func array(_ value: JSONValue, _ keyword: String) throws(SchemaCompilationError) -> [JSONValue] {
        guard case .array(let elements) = value else { throw invalid(keyword, "an array", value) }
        return elements
    }

    func strings(_ value: JSONValue, _ keyword: String) throws(SchemaCompilationError) -> [String] {
        guard case .array(let elements) = value else { throw invalid(keyword, "an array of strings", value) }
        var result: [String] = []
        for element in elements {
            guard case .string(let string) = element else { throw invalid(keyword, "an array of strings", value) }
            result.append(string)
        }
        return result
    }

    func number(_ value: JSONValue, _ keyword: String) throws(SchemaCompilationError) -> JSONNumber {
        guard case .number(let number) = value else { throw invalid(keyword, "a number", value) }
        return number
    }

    func count(_ value: JSONValue, _ keyword: String) throws(SchemaCompilationError) -> Int {
        guard case .number(let number) = value, number.isInteger, let integer = number.int64Value, integer >= 0 else {
            throw invalid(keyword, "a non-negative integer", value)
        }
        return Int(clamping: integer)
    }

    /// The compiled pattern, or `nil` with a `schema.pattern.invalid` warning when no engine here can compile it:
    /// the keyword is then not checked, and the rest of the schema still is.
    func pattern(_ source: String, _ keyword: String, _ tokens: String..., disabling: String = "it is not checked")
        -> SchemaPattern?
    {
        if let pattern = compiler.pattern(source) { return pattern }
        var at = location(keyword)
        for token in tokens { at = at.moved(to: at.pointer.appending(token)) }
        compiler.warn(
            Diagnostic(
                .warning, code: .schemaPatternInvalid,
                message: "'\(source)' is not a regular expression that can be compiled (\(keyword)); \(disabling)",
                at: at.diagnosticLocation))
        return nil
    }

    /// `dependencies` (draft 4: arrays and schemas mixed), `dependentRequired` or `dependentSchemas`.
    func dependencies(_ value: JSONValue, _ keyword: String) throws(SchemaCompilationError) -> [SchemaRule] {
        guard case .object(let members) = value else { throw invalid(keyword, "an object", value) }
        var required: [(String, [String])] = []
        var schemas: [(String, CompiledSchemaNode)] = []
        for (name, member) in members {
            if case .array = member, keyword != "dependentSchemas" {
                required.append((name, try strings(member, keyword)))
            } else if keyword != "dependentRequired" {
                schemas.append((name, try compiler.compileSchema(member, at: location(keyword, name), scope: scope)))
            } else {
                throw invalid(keyword, "an object of string arrays", value)
            }
        }
        var rules: [SchemaRule] = []
        if !required.isEmpty { rules.append(.dependentRequired(required, keyword: keyword)) }
        if !schemas.isEmpty { rules.append(.dependentSchemas(schemas, keyword: keyword)) }
        return rules
    }

    /// Appends to `rules` the rules of `minimum`/`maximum` with draft-4 Boolean or 2020-12 numeric
    /// `exclusiveMinimum`/`exclusiveMaximum` (none when no bound is written: most schemas).
    func appendBounds(
        to rules: inout [SchemaRule], minimum: JSONNumber?, maximum: JSONNumber?, exclusiveMinimum: JSONValue?,
        exclusiveMaximum: JSONValue?
    ) throws(SchemaCompilationError) {
        if scope.dialect == .draft2020_12 {
            if let minimum { rules.append(.minimum(minimum, exclusive: false, keyword: "minimum")) }
            if let maximum { rules.append(.maximum(maximum, exclusive: false, keyword: "maximum")) }
            if let exclusiveMinimum {
                rules.append(.minimum(try number(exclusiveMinimum, "exclusiveMinimum"), exclusive: true, keyword: "exclusiveMinimum"))
            }
            if let exclusiveMaximum {
                rules.append(.maximum(try number(exclusiveMaximum, "exclusiveMaximum"), exclusive: true, keyword: "exclusiveMaximum"))
            }
            return
        }
        func flag(_ value: JSONValue?, _ keyword: String) throws(SchemaCompilationError) -> Bool {
            guard let value else { return false }
            guard case .bool(let flag) = value else { throw invalid(keyword, "a Boolean", value) }
            return flag
        }
        let lowerExclusive = try flag(exclusiveMinimum, "exclusiveMinimum")
        let upperExclusive = try flag(exclusiveMaximum, "exclusiveMaximum")
        if let minimum { rules.append(.minimum(minimum, exclusive: lowerExclusive, keyword: "minimum")) }
        if let maximum { rules.append(.maximum(maximum, exclusive: upperExclusive, keyword: "maximum")) }
    }

    func properties() throws(SchemaCompilationError) -> PropertiesRule {
        var properties: [String: CompiledSchemaNode] = [:]
        if let value = object["properties"] {
            guard case .object(let members) = value else { throw invalid("properties", "an object", value) }
            properties.reserveCapacity(members.count)
            for (name, member) in members {
                properties[name] = try compiler.compileSchema(member, at: location("properties", name), scope: scope)
            }
        }
        var patterns: [(SchemaPattern, CompiledSchemaNode)] = []
        var uncompiledPattern = false
        if let value = object["patternProperties"] {
            guard case .object(let members) = value else { throw invalid("patternProperties", "an object", value) }
            for (source, member) in members {
                let subschema = try compiler.compileSchema(member, at: location("patternProperties", source), scope: scope)
                // Which names it matches is unknown, so `additionalProperties` cannot be checked either.
                guard let regex = pattern(source, "patternProperties", source, disabling: "it and additionalProperties are not checked")
                else {
                    uncompiledPattern = true
                    continue
                }
                patterns.append((regex, subschema))
            }
        }
        let additional = try object["additionalProperties"].map { value throws(SchemaCompilationError) in
            try subschema(value, "additionalProperties")
        }
        schema.declaredProperties = properties
        return PropertiesRule(properties: properties, patterns: patterns, additional: uncompiledPattern ? nil : additional)
    }

    /// `items` + `additionalItems` (draft 4) or `prefixItems` + `items` (2020-12) as one rule.
    func items(_ items: JSONValue?, prefixItems: [CompiledSchemaNode]?, additionalItems: JSONValue?) throws(SchemaCompilationError)
        -> SchemaRule?
    {
        if scope.dialect == .draft2020_12 {
            let rest = try items.map { value throws(SchemaCompilationError) in try subschema(value, "items") }
            guard prefixItems != nil || rest != nil else { return nil }
            return .items(prefix: prefixItems ?? [], rest: rest, restKeyword: "items")
        }
        guard let items else { return nil }
        if case .array = items {
            let prefix = try subschemas(items, "items")
            let rest = try additionalItems.map { value throws(SchemaCompilationError) in try subschema(value, "additionalItems") }
            return .items(prefix: prefix, rest: rest, restKeyword: "additionalItems")
        }
        return .items(prefix: [], rest: try subschema(items, "items"), restKeyword: "items")
    }

    /// A `$dynamicRef`: dynamic when its initial target declares a `$dynamicAnchor` of the fragment's name.
    func dynamicReference(_ reference: String) throws(SchemaCompilationError) -> SchemaRule {
        let target = try compiler.compileReference(reference, keyword: "$dynamicRef", from: schema, scope: scope)
        guard let fragment = SchemaURI.split(reference).fragment, !fragment.isEmpty, !fragment.hasPrefix("/"),
            let document = try compiler.loadDocument(target.location.document),
            case .string(let anchor)? = document[target.location.pointer]?["$dynamicAnchor"], anchor == fragment
        else { return .dynamicRef(target, anchor: nil) }
        compiler.usesDynamicReferences = true
        return .dynamicRef(target, anchor: anchor)
    }

    /// An OpenAPI `discriminator` for `branches`: explicit `mapping` first, then `#/components/schemas/<Name>` refs.
    func discriminator(_ object: JSONObject?, branches: [CompiledSchemaNode]) throws(SchemaCompilationError) -> Discriminator? {
        guard let object, case .string(let propertyName)? = object["propertyName"] else { return nil }
        var targets: [(String, CompiledSchemaNode)] = []
        if case .object(let mapping)? = object["mapping"] {
            for (value, member) in mapping {
                guard case .string(let text) = member else { throw invalid("discriminator", "a mapping of strings", member) }
                let reference = text.contains("/") || text.contains("#") ? text : "#/components/schemas/" + text
                targets.append(
                    (value, try compiler.compileReference(reference, keyword: "discriminator mapping", from: schema, scope: scope)))
            }
        }
        for branch in branches {
            guard let pointer = branch.referenceTarget?.location.pointer, pointer.depth == 3 else { continue }
            if pointer.token(at: 0) == "components", pointer.token(at: 1) == "schemas" { targets.append((pointer.token(at: 2), branch)) }
        }
        return Discriminator(propertyName: propertyName, targets: targets)
    }
}
