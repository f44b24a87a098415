import ContractStubCore

/// The checks of ``LintRule/schemaObjectFields`` on one Schema Object.
struct SchemaObjectFields {
    /// Where findings are made.
    let context: LintContext
    /// The name of the version the document was written in, for messages: `OpenAPI 3.0`, `Swagger 2.0` (read as 3.0).
    let versionName: String
    /// How the version's schemas allow `null`, for messages: `'nullable: true'`, `'x-nullable: true'` in 2.0.
    let nullableHint: String
    /// Whether the document is OpenAPI 3.0 (or Swagger 2.0), whose Schema Object has a closed set of fields.
    let is30: Bool
    /// Whether the document is OpenAPI 3.2 (Discriminator `defaultMapping`, XML `nodeType`).
    let is32: Bool

    /// The values of an XML Object's `nodeType` (OpenAPI 3.2).
    static let xmlNodeTypes = ["element", "attribute", "text", "cdata", "none"]

    /// The fields of a Schema Object in OpenAPI 3.0.
    static let fields30: Set<String> = [
        "title", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength", "minLength",
        "pattern", "maxItems", "minItems", "uniqueItems", "maxProperties", "minProperties", "required", "enum", "type",
        "not", "allOf", "oneOf", "anyOf", "items", "properties", "additionalProperties", "description", "format",
        "default", "nullable", "discriminator", "readOnly", "writeOnly", "example", "externalDocs", "deprecated", "xml",
    ]

    /// JSON Schema keywords (draft 4 to 2020-12) that a 3.0 Schema Object does not have.
    static let jsonSchemaOnly: Set<String> = [
        "$schema", "$id", "id", "$anchor", "$dynamicAnchor", "$dynamicRef", "$recursiveRef", "$recursiveAnchor", "$defs",
        "definitions", "$comment", "$vocabulary", "const", "prefixItems", "additionalItems", "contains", "minContains",
        "maxContains", "if", "then", "else", "dependencies", "dependentRequired", "dependentSchemas", "patternProperties",
        "unevaluatedProperties", "unevaluatedItems", "propertyNames", "contentMediaType", "contentEncoding",
        "contentSchema", "examples",
    ]

    /// An object a schema holds whose own fields are checked: `discriminator`, `xml`, `externalDocs`.
    struct HeldObject {
        /// The schema's key for it, and the object's name in messages.
        let key: String
        let name: String
        /// Its fields; empty when its set is open (a 3.0 Discriminator Object).
        let fields: Set<String>
        /// The JSON type each field must have, by field name, in name order.
        let types: [(field: String, type: String)]
    }

    /// The objects a schema holds in this version, built once per document rather than per schema node.
    let heldObjects: [HeldObject]
    /// ``typedKeywords(is30:)`` of this version, likewise built once.
    let typedKeywords: [(keyword: String, type: String)]

    init(context: LintContext, is30: Bool, is32: Bool) {
        self.context = context
        self.is30 = is30
        self.is32 = is32
        let isSwagger2 = context.contract.isSwagger2
        versionName = isSwagger2 ? "Swagger 2.0" : is30 ? "OpenAPI 3.0" : is32 ? "OpenAPI 3.2" : "OpenAPI 3.1"
        nullableHint = isSwagger2 ? "'x-nullable: true'" : "'nullable: true'"
        typedKeywords = Self.typedKeywords(is30: is30)
        heldObjects = [
            HeldObject(
                key: "discriminator", name: "Discriminator Object",
                fields: is30 ? [] : is32 ? ["propertyName", "mapping", "defaultMapping"] : ["propertyName", "mapping"],
                types: [("defaultMapping", "string"), ("propertyName", "string")]),
            HeldObject(
                key: "xml", name: "XML Object",
                fields: Set(["name", "namespace", "prefix", "attribute", "wrapped"]).union(is32 ? ["nodeType"] : []),
                types: [
                    ("attribute", "boolean"), ("name", "string"), ("namespace", "string"), ("nodeType", "string"),
                    ("prefix", "string"), ("wrapped", "boolean"),
                ]),
            HeldObject(
                key: "externalDocs", name: "External Documentation Object", fields: ["description", "url"],
                types: [("description", "string"), ("url", "string")]),
        ]
    }

    /// Appends the findings about `object`, the schema at `location`.
    func check(_ object: JSONObject, at location: SpecLocation, into diagnostics: inout [Diagnostic]) {
        // A 2.0 schema's fields were checked against 2.0's own list as it was read (`Swagger2Fields.schema`).
        if is30, !context.contract.isSwagger2 {
            unknown(object, fields: Self.fields30, objectName: "Schema Object", at: location, into: &diagnostics)
        }
        checkKeywords(object, at: location, into: &diagnostics)
        for held in heldObjects {
            let (key, name, fields) = (held.key, held.name, held.fields)
            guard let value = object[key] else { continue }
            let here = location.appending(key)
            guard case .object(let member) = value else {
                diagnostics.append(
                    error(.specFieldType, "'\(key)' must be \(article(name)) (an object); found \(value.typeName)", at: here))
                continue
            }
            if !fields.isEmpty { unknown(member, fields: fields, objectName: name, at: here, into: &diagnostics) }
            for (field, type) in held.types {
                guard let fieldValue = member[field], fieldValue.typeName != type else { continue }
                diagnostics.append(
                    error(.specFieldType, "'\(field)' must be a \(type); found \(fieldValue.typeName)", at: here.appending(field)))
            }
        }
        if case .object(let docs)? = object["externalDocs"], docs["url"] == nil {
            diagnostics.append(
                error(
                    .specFieldRequired, "an External Documentation Object requires 'url'; it is missing",
                    at: location.appending("externalDocs")))
        }
        if case .object(let discriminator)? = object["discriminator"], let mapping = discriminator["mapping"] {
            checkMapping(mapping, at: location.appending("discriminator").appending("mapping"), into: &diagnostics)
        }
        if is32, case .object(let xml)? = object["xml"] { checkNodeType(xml, at: location.appending("xml"), into: &diagnostics) }
    }

    /// OpenAPI 3.2's `nodeType` is one of ``xmlNodeTypes`` and replaces the deprecated `attribute` and `wrapped`.
    private func checkNodeType(_ xml: JSONObject, at location: SpecLocation, into diagnostics: inout [Diagnostic]) {
        guard let nodeType = xml["nodeType"]?.stringValue else { return }
        if !Self.xmlNodeTypes.contains(nodeType) {
            diagnostics.append(
                error(
                    .specFieldValue, "'nodeType' must be one of \(Self.xmlNodeTypes.joined(separator: ", ")); found '\(nodeType)'",
                    at: location.appending("nodeType")))
        }
        for field in ["attribute", "wrapped"] where xml[field] != nil {
            diagnostics.append(
                error(
                    .specFieldMisplaced, "'\(field)' is replaced by 'nodeType'; an XML Object has one or the other",
                    at: location.appending(field)))
        }
    }

    private func checkMapping(_ mapping: JSONValue, at location: SpecLocation, into diagnostics: inout [Diagnostic]) {
        guard case .object(let entries) = mapping else {
            diagnostics.append(error(.specFieldType, "'mapping' must be an object; found \(mapping.typeName)", at: location))
            return
        }
        for (name, value) in entries where value.typeName != "string" {
            diagnostics.append(
                error(
                    .specFieldType, "a discriminator mapping value must be a string; found \(value.typeName)", at: location.appending(name))
            )
        }
    }

    private func unknown(
        _ object: JSONObject, fields: Set<String>, objectName: String, at location: SpecLocation, into diagnostics: inout [Diagnostic]
    ) {
        for (key, _) in object where !fields.contains(key) && !OpenAPI.isExtension(key) {
            var message = "'\(key)' is not a field of \(article(objectName)) in \(versionName)"
            var suggestion: String?
            if objectName == "Schema Object", Self.jsonSchemaOnly.contains(key) {
                message += "; it is a JSON Schema keyword that OpenAPI 3.0 does not support (use OpenAPI 3.1, or an 'x-' extension)"
            } else {
                message += " (extensions must start with 'x-')"
                suggestion = NearMiss.closest(to: key, among: fields.sorted()).map { "did you mean '\($0)'?" }
            }
            if key == "examples", objectName == "Schema Object" { suggestion = "did you mean 'example'?" }
            diagnostics.append(
                context.diagnostic(.error, .specFieldUnknown, message, at: location.appending(key), suggestion: suggestion))
        }
    }

    /// An error of this rule at `location`.
    func error(_ code: DiagnosticCode, _ message: String, at location: SpecLocation) -> Diagnostic {
        context.diagnostic(.error, code, message, at: location)
    }

    private func article(_ name: String) -> String {
        ("AEIOUX".contains(name.first ?? " ") ? "an " : "a ") + name
    }
}
