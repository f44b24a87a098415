/// Turns the keywords of one schema object into ``SchemaRule``s.
extension SchemaCompiler {
    func compileKeywords(_ object: JSONObject, into schema: CompiledSchemaNode, scope: CompileScope) throws(SchemaCompilationError) {
        let keywords = KeywordReader(object: object, schema: schema, scope: scope, compiler: self)
        if scope.dialect.refReplacesSiblings, case .string(let reference)? = object["$ref"] {
            let target = try compileReference(reference, keyword: "$ref", from: schema, scope: scope)
            schema.rules = [.ref(target)]
            schema.referenceTarget = target
            call.referenceOnlySchemas.append(schema)
            return
        }
        var rules: [SchemaRule] = []
        var trailing: [SchemaRule] = []
        var types: JSONTypeSet?
        var nullable = false
        var enumeration: [JSONValue]?
        var minimum: JSONNumber?
        var maximum: JSONNumber?
        var exclusiveMinimum: JSONValue?
        var exclusiveMaximum: JSONValue?
        var hasPropertyKeywords = false
        var itemsValue: JSONValue?
        var additionalItems: JSONValue?
        var prefixItems: [CompiledSchemaNode]?
        var contains: CompiledSchemaNode?
        var minContains = 1
        var maxContains: Int?
        var ifValue: JSONValue?
        var thenValue: JSONValue?
        var elseValue: JSONValue?
        var oneOf: [CompiledSchemaNode]?
        var anyOf: [CompiledSchemaNode]?
        var discriminator: JSONObject?
        let is2020 = scope.dialect == .draft2020_12

        for (key, value) in object {
            guard let keyword = SchemaKeyword(key) else { continue }
            switch keyword {
            case .type:
                types = try keywords.typeSet(value)
            case .nullable where scope.dialect == .openAPI30:
                nullable = value == .bool(true)
            case .`enum`:
                enumeration = try keywords.array(value, key)
            case .const where is2020:
                rules.append(.constant(value))
            case .minimum: minimum = try keywords.number(value, key)
            case .maximum: maximum = try keywords.number(value, key)
            case .exclusiveMinimum: exclusiveMinimum = value
            case .exclusiveMaximum: exclusiveMaximum = value
            case .multipleOf:
                let divisor = try keywords.number(value, key)
                guard divisor > JSONNumber(0) else { throw keywords.invalid(key, "a number greater than 0", value) }
                rules.append(.multipleOf(divisor))
            case .minLength: rules.append(.minLength(try keywords.count(value, key)))
            case .maxLength: rules.append(.maxLength(try keywords.count(value, key)))
            case .pattern:
                guard case .string(let source) = value else { throw keywords.invalid(key, "a string", value) }
                if let pattern = keywords.pattern(source, key) { rules.append(.pattern(pattern)) }
            case .format:
                if options.assertFormats, case .string(let name) = value, let format = SchemaFormat(rawValue: name) {
                    rules.append(.format(format))
                }
            case .minItems: rules.append(.minItems(try keywords.count(value, key)))
            case .maxItems: rules.append(.maxItems(try keywords.count(value, key)))
            case .uniqueItems:
                if value == .bool(true) { rules.append(.uniqueItems) }
            case .minProperties: rules.append(.minProperties(try keywords.count(value, key)))
            case .maxProperties: rules.append(.maxProperties(try keywords.count(value, key)))
            case .required:
                // Some specs carry draft-3 style `required: true` on a property; it has no meaning here.
                if case .array = value { rules.append(.required(try keywords.strings(value, key))) }
            case .properties, .patternProperties, .additionalProperties:
                hasPropertyKeywords = true
            case .dependencies where !is2020, .dependentRequired where is2020, .dependentSchemas where is2020:
                rules += try keywords.dependencies(value, key)
            case .propertyNames where is2020:
                rules.append(.propertyNames(try keywords.subschema(value, key)))
            case .items:
                itemsValue = value
            case .additionalItems where !is2020:
                additionalItems = value
            case .prefixItems where is2020:
                prefixItems = try keywords.subschemas(value, key)
            case .contains where is2020:
                contains = try keywords.subschema(value, key)
            case .minContains where is2020: minContains = try keywords.count(value, key)
            case .maxContains where is2020: maxContains = try keywords.count(value, key)
            case .allOf:
                rules.append(.allOf(try keywords.subschemas(value, key)))
            case .anyOf:
                anyOf = try keywords.subschemas(value, key)
            case .oneOf:
                oneOf = try keywords.subschemas(value, key)
            case .not:
                rules.append(.not(try keywords.subschema(value, key)))
            case .`if` where is2020: ifValue = value
            case .then where is2020: thenValue = value
            case .`else` where is2020: elseValue = value
            case .ref:
                guard case .string(let reference) = value else { throw keywords.invalid(key, "a string", value) }
                let target = try compileReference(reference, keyword: key, from: schema, scope: scope)
                rules.append(.ref(target))
                schema.referenceTarget = target
            case .dynamicRef where is2020:
                guard case .string(let reference) = value else { throw keywords.invalid(key, "a string", value) }
                rules.append(try keywords.dynamicReference(reference))
            case .contentSchema where is2020 && Self.isJSONMediaType(object["contentMediaType"]) && object["contentEncoding"] == nil:
                rules.append(.contentSchema(try keywords.subschema(value, key)))
            case .unevaluatedProperties where is2020:
                trailing.append(.unevaluatedProperties(try keywords.subschema(value, key)))
            case .unevaluatedItems where is2020:
                trailing.insert(.unevaluatedItems(try keywords.subschema(value, key)), at: 0)
            case .readOnly:
                schema.readOnly = value == .bool(true)
            case .writeOnly:
                schema.writeOnly = value == .bool(true)
            case .discriminator where scope.dialect != .draft4:
                if case .object(let object) = value { discriminator = object }
            default:
                continue
            }
        }

        schema.acceptsNull = nullable
        if let types { rules.insert(.type(types), at: 0) }
        if let enumeration { rules.append(.enumeration(enumeration)) }
        try keywords.appendBounds(
            to: &rules, minimum: minimum, maximum: maximum, exclusiveMinimum: exclusiveMinimum, exclusiveMaximum: exclusiveMaximum)
        if hasPropertyKeywords { rules.append(.properties(try keywords.properties())) }
        if let items = try keywords.items(itemsValue, prefixItems: prefixItems, additionalItems: additionalItems) {
            rules.append(items)
        }
        if let contains { rules.append(.contains(contains, min: minContains, max: maxContains)) }
        if let ifValue {
            let condition = try keywords.subschema(ifValue, "if")
            let then = try thenValue.map { value throws(SchemaCompilationError) in try keywords.subschema(value, "then") }
            let otherwise = try elseValue.map { value throws(SchemaCompilationError) in try keywords.subschema(value, "else") }
            rules.append(.conditional(if: condition, then: then, else: otherwise))
        }
        if let anyOf { rules.append(.anyOf(anyOf, try keywords.discriminator(discriminator, branches: anyOf))) }
        if let oneOf { rules.append(.oneOf(oneOf, try keywords.discriminator(discriminator, branches: oneOf))) }
        schema.collectsAnnotations = !trailing.isEmpty
        let isReferenceOnly = rules.count == 1 && trailing.isEmpty && schema.referenceTarget != nil
        // Appended in place (`rules + trailing` copied every rule into a new array, for each schema compiled).
        if !trailing.isEmpty { rules += trailing }
        schema.rules = rules
        if isReferenceOnly { call.referenceOnlySchemas.append(schema) }
    }

    /// Whether a `contentMediaType` value names JSON (`application/json` or a `+json` type): then `contentSchema` is
    /// asserted, which JSON Schema leaves optional and OpenAPI 3.2 asks for with event-stream `data`. Not with a
    /// `contentEncoding`: the string is then encoded (base64) JSON, which is not decoded, so `contentSchema` stays the
    /// annotation JSON Schema makes it (the JSON-Schema-Test-Suite's `content.json` expects exactly that).
    package static func isJSONMediaType(_ value: JSONValue?) -> Bool {
        guard let text = value?.stringValue, let type = ContentType(text) else { return false }
        return type.isJSON
    }
}
