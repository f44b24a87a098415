/// Every diagnostic code ContractStub reports, grouped as the tables of the DocC article "What ContractStub checks" are.
///
/// Codes follow one spelling rule (see ``DiagnosticCode``); `DiagnosticCodeDocumentationTests` and
/// `DiagnosticCodesArticleTests` keep the DocC articles equal to ``all``.
extension DiagnosticCode {
    // MARK: Specs that cannot be loaded (thrown as ``SpecLoadError``; commands exit with status 2)

    /// `spec.file.missing`: There is no file at the spec's path.
    package static let specFileMissing = DiagnosticCode("spec.file.missing", .error, "There is no file at the spec's path.")
    /// `spec.file.directory`: The spec's path is a directory.
    package static let specFileDirectory = DiagnosticCode("spec.file.directory", .error, "The spec's path is a directory.")
    /// `spec.file.unreadable`: The spec file exists but cannot be read.
    package static let specFileUnreadable = DiagnosticCode(
        "spec.file.unreadable", .error, "The spec file exists but cannot be read.")
    /// `spec.file.empty`: The spec file is empty or only whitespace.
    package static let specFileEmpty = DiagnosticCode("spec.file.empty", .error, "The spec file is empty or only whitespace.")
    /// `spec.json.syntax`: The spec is not valid JSON; the location says where.
    package static let specJsonSyntax = DiagnosticCode(
        "spec.json.syntax", .error, "The spec is not valid JSON; the location says where.")
    /// `spec.yaml.syntax`: The spec is not valid YAML; the location says where.
    package static let specYamlSyntax = DiagnosticCode("spec.yaml.syntax", .error, "The spec is not valid YAML; the location says where.")
    /// `spec.yaml.tab`: A tab indents a line of a YAML spec (YAML indentation is spaces).
    package static let specYamlTab = DiagnosticCode(
        "spec.yaml.tab", .error, "A tab indents a line of a YAML spec (YAML indentation is spaces).")
    /// `spec.yaml.key.duplicate`: A YAML mapping repeats a key.
    package static let specYamlKeyDuplicate = DiagnosticCode("spec.yaml.key.duplicate", .error, "A YAML mapping repeats a key.")
    /// `spec.yaml.key.complex`: A YAML mapping key is a mapping or a sequence, which JSON cannot hold.
    package static let specYamlKeyComplex = DiagnosticCode(
        "spec.yaml.key.complex", .error, "A YAML mapping key is a mapping or a sequence, which JSON cannot hold.")
    /// `spec.yaml.documents`: A YAML spec holds more than one document.
    package static let specYamlDocuments = DiagnosticCode("spec.yaml.documents", .error, "A YAML spec holds more than one document.")
    /// `spec.yaml.tag`: A YAML tag other than the core ones, or a value its tag does not allow.
    package static let specYamlTag = DiagnosticCode(
        "spec.yaml.tag", .error, "A YAML tag other than the core ones, or a value its tag does not allow.")
    /// `spec.yaml.alias`: A YAML alias names no anchor defined before it.
    package static let specYamlAlias = DiagnosticCode("spec.yaml.alias", .error, "A YAML alias names no anchor defined before it.")
    /// `spec.yaml.limit`: YAML nests deeper than 512 levels, or its aliases expand to too many nodes.
    package static let specYamlLimit = DiagnosticCode(
        "spec.yaml.limit", .error, "YAML nests deeper than 512 levels, or its aliases expand to too many nodes.")
    /// `spec.swagger2`: The spec's `swagger` field is not the string `"2.0"`, or stands next to `openapi`.
    package static let specSwagger2 = DiagnosticCode(
        "spec.swagger2", .error, "The spec's `swagger` field is not the string `\"2.0\"`, or stands next to `openapi`.")
    /// `spec.version.missing`: The document has no `openapi` field.
    package static let specVersionMissing = DiagnosticCode("spec.version.missing", .error, "The document has no `openapi` field.")
    /// `spec.version.unsupported`: The document's `openapi` version is not 3.0.x, 3.1.x or 3.2.x.
    package static let specVersionUnsupported = DiagnosticCode(
        "spec.version.unsupported", .error, "The document's `openapi` version is not 3.0.x, 3.1.x or 3.2.x.")
    /// `spec.root.type`: The top level of the document is not an object.
    package static let specRootType = DiagnosticCode("spec.root.type", .error, "The top level of the document is not an object.")
    /// `spec.refs.unresolved`: Some `$ref`s cannot be resolved; one `ref.*` diagnostic follows for each.
    package static let specRefsUnresolved = DiagnosticCode(
        "spec.refs.unresolved", .error, "Some `$ref`s cannot be resolved; one `ref.*` diagnostic follows for each.")

    // MARK: Other command input: command lines, traffic logs, JSON documents, output files (commands exit with status 2)

    /// `json.syntax`: A JSON document (traffic log line, body, Pact file) is not valid JSON.
    package static let jsonSyntax = DiagnosticCode(
        "json.syntax", .error, "A JSON document (traffic log line, body, Pact file) is not valid JSON.")
    /// `traffic.file.unreadable`: The traffic log cannot be read.
    package static let trafficFileUnreadable = DiagnosticCode("traffic.file.unreadable", .error, "The traffic log cannot be read.")
    /// `traffic.line.invalid`: A line of the traffic log is not a valid exchange.
    package static let trafficLineInvalid = DiagnosticCode(
        "traffic.line.invalid", .error, "A line of the traffic log is not a valid exchange.")
    /// `traffic.har.invalid`: A HAR file, or one of its entries, is not valid HAR 1.2.
    package static let trafficHARInvalid = DiagnosticCode(
        "traffic.har.invalid", .error, "A HAR file, or one of its entries, is not valid HAR 1.2.")
    /// `pact.file.invalid`: A Pact file cannot be read: too large, not a pact, an unsupported version, a missing or mistyped field.
    package static let pactFileInvalid = DiagnosticCode(
        "pact.file.invalid", .error,
        "A Pact file cannot be read: too large, not a pact, an unsupported version, a missing or mistyped field.")
    /// `usage.invalid`: The command line is wrong: an unknown or missing argument or option, or a value it does not take.
    package static let usageInvalid = DiagnosticCode(
        "usage.invalid", .error, "The command line is wrong: an unknown or missing argument or option, or a value it does not take.")
    /// `output.unwritable`: A file a command writes cannot be written.
    package static let outputUnwritable = DiagnosticCode("output.unwritable", .error, "A file a command writes cannot be written.")

    // MARK: The spec itself (`contractstub validate`)

    /// `spec.field.required`: A required field of an OpenAPI object is missing.
    package static let specFieldRequired = DiagnosticCode(
        "spec.field.required", .error, "A required field of an OpenAPI object is missing.")
    /// `spec.field.type`: A field of an OpenAPI object has the wrong type.
    package static let specFieldType = DiagnosticCode(
        "spec.field.type", .error, "A field of an OpenAPI object has the wrong type.")
    /// `spec.field.value`: A field of an OpenAPI object has a value it does not allow.
    package static let specFieldValue = DiagnosticCode(
        "spec.field.value", .error, "A field of an OpenAPI object has a value it does not allow.")
    /// `spec.field.unknown`: A field the object does not define in the document's OpenAPI version (extensions must start with `x-`).
    package static let specFieldUnknown = DiagnosticCode(
        "spec.field.unknown", .error,
        "A field the object does not define in the document's OpenAPI version (extensions must start with `x-`).")
    /// `spec.field.misplaced`: A field the object defines, but not where it is: serialisation fields next to `content`, a field of another security scheme type or OAuth flow, `bearerFormat` without the bearer scheme.
    package static let specFieldMisplaced = DiagnosticCode(
        "spec.field.misplaced", .error,
        "A field the object defines, but not where it is: serialisation fields next to `content`, a field of another security scheme type or OAuth flow, `bearerFormat` without the bearer scheme."
    )
    /// `spec.header.field`: A Header Object has a field it takes from its key (`name`, `in`).
    package static let specHeaderField = DiagnosticCode(
        "spec.header.field", .error, "A Header Object has a field it takes from its key (`name`, `in`).")
    /// `spec.example.exclusive`: An object has both `example` and `examples`, or an Example Object two of `value`, `externalValue`, `dataValue`, `serializedValue` that exclude each other.
    package static let specExampleExclusive = DiagnosticCode(
        "spec.example.exclusive", .error,
        "An object has both `example` and `examples`, or an Example Object two of `value`, `externalValue`, `dataValue`, `serializedValue` that exclude each other."
    )
    /// `spec.link.exclusive`: A Link Object has both `operationRef` and `operationId`.
    package static let specLinkExclusive = DiagnosticCode(
        "spec.link.exclusive", .error, "A Link Object has both `operationRef` and `operationId`.")
    /// `spec.license.exclusive`: A License Object has both `identifier` and `url` (OpenAPI 3.1).
    package static let specLicenseExclusive = DiagnosticCode(
        "spec.license.exclusive", .error, "A License Object has both `identifier` and `url` (OpenAPI 3.1).")
    /// `spec.path.template`: A path does not start with `/`.
    package static let specPathTemplate = DiagnosticCode("spec.path.template", .error, "A path does not start with `/`.")
    /// `spec.response.key`: A response key is not a status code, an upper-case range such as `2XX`, or `default`.
    package static let specResponseKey = DiagnosticCode(
        "spec.response.key", .error, "A response key is not a status code, an upper-case range such as `2XX`, or `default`.")
    /// `spec.responses.empty`: A Responses Object declares no response.
    package static let specResponsesEmpty = DiagnosticCode(
        "spec.responses.empty", .error, "A Responses Object declares no response.")
    /// `spec.component.name`: A component name has characters other than letters, digits, `.`, `-` and `_`.
    package static let specComponentName = DiagnosticCode(
        "spec.component.name", .error, "A component name has characters other than letters, digits, `.`, `-` and `_`.")
    /// `spec.tag.duplicate`: Two Tag Objects share a name.
    package static let specTagDuplicate = DiagnosticCode("spec.tag.duplicate", .error, "Two Tag Objects share a name.")
    /// `spec.tag.parent`: A Tag's `parent` names no declared tag, or leads back to the tag (OpenAPI 3.2).
    package static let specTagParent = DiagnosticCode(
        "spec.tag.parent", .error,
        "A Tag's `parent` names no declared tag, or leads back to the tag (OpenAPI 3.2).")
    /// `spec.path.method`: An `additionalOperations` key is a method with its own Path Item field, or not an HTTP token (OpenAPI 3.2).
    package static let specPathMethod = DiagnosticCode(
        "spec.path.method", .error,
        "An `additionalOperations` key is a method with its own Path Item field, or not an HTTP token (OpenAPI 3.2).")
    /// `spec.parameter.querystring`: Parameters of one list, or an operation's own beside its path item's, hold two `in: querystring` parameters, or one beside `in: query` parameters (OpenAPI 3.2).
    package static let specParameterQuerystring = DiagnosticCode(
        "spec.parameter.querystring", .error,
        "Parameters of one list, or an operation's own beside its path item's, hold two `in: querystring` parameters, or one beside `in: query` parameters (OpenAPI 3.2)."
    )
    /// `spec.media.key`: A `content` key is not a media type or media type range (`type/subtype`, such as `application/json` or `image/*`), so no body can match it.
    package static let specMediaKey = DiagnosticCode(
        "spec.media.key", .error,
        "A `content` key is not a media type or media type range (`type/subtype`, such as `application/json` or `image/*`), so no body can match it."
    )
    /// `spec.encoding.exclusive`: A Media Type or Encoding Object has `encoding` beside `prefixEncoding` or `itemEncoding` (OpenAPI 3.2).
    package static let specEncodingExclusive = DiagnosticCode(
        "spec.encoding.exclusive", .error,
        "A Media Type or Encoding Object has `encoding` beside `prefixEncoding` or `itemEncoding` (OpenAPI 3.2).")
    /// `spec.path.parameter.undeclared`: A `{name}` in a path template has no `in: path` parameter.
    package static let specPathParameterUndeclared = DiagnosticCode(
        "spec.path.parameter.undeclared", .error, "A `{name}` in a path template has no `in: path` parameter.")
    /// `spec.path.parameter.unused`: An `in: path` parameter names no `{name}` of its path template.
    package static let specPathParameterUnused = DiagnosticCode(
        "spec.path.parameter.unused", .error, "An `in: path` parameter names no `{name}` of its path template.")
    /// `spec.parameter.path-required`: A path parameter is not marked `required: true`.
    package static let specParameterPathRequired = DiagnosticCode(
        "spec.parameter.path-required", .error, "A path parameter is not marked `required: true`.")
    /// `spec.parameter.style`: A parameter's or header's `style` does not fit its location.
    package static let specParameterStyle = DiagnosticCode(
        "spec.parameter.style", .error, "A parameter's or header's `style` does not fit its location.")
    /// `spec.parameter.schema-content`: A parameter or header has both `schema` and `content`.
    package static let specParameterSchemaContent = DiagnosticCode(
        "spec.parameter.schema-content", .error, "A parameter or header has both `schema` and `content`.")
    /// `spec.parameter.content-count`: A parameter's `content` does not hold exactly one media type.
    package static let specParameterContentCount = DiagnosticCode(
        "spec.parameter.content-count", .error, "A parameter's `content` does not hold exactly one media type.")
    /// `spec.parameter.duplicate`: Two parameters share a name and location within a path item or an operation.
    package static let specParameterDuplicate = DiagnosticCode(
        "spec.parameter.duplicate", .error, "Two parameters share a name and location within a path item or an operation.")
    /// `spec.parameter.allow-reserved`: `allowReserved` on a header or a parameter that is not in the query (a warning in OpenAPI 3.0). (Was `spec.parameter.allowReserved`.)
    package static let specParameterAllowReserved = DiagnosticCode(
        "spec.parameter.allow-reserved", .error,
        "`allowReserved` on a header or a parameter that is not in the query (a warning in OpenAPI 3.0).")
    /// `spec.parameter.allow-empty-value`: `allowEmptyValue` on a header or a parameter that is not in the query (a warning in OpenAPI 3.0). (Was `spec.parameter.allowEmptyValue`.)
    package static let specParameterAllowEmptyValue = DiagnosticCode(
        "spec.parameter.allow-empty-value", .error,
        "`allowEmptyValue` on a header or a parameter that is not in the query (a warning in OpenAPI 3.0).")
    /// `spec.operation-id.duplicate`: Two operations share an `operationId`. (Was `spec.operationId.duplicate`.)
    package static let specOperationIdDuplicate = DiagnosticCode(
        "spec.operation-id.duplicate", .error, "Two operations share an `operationId`.")
    /// `spec.server.variable.undefined`: A server URL names a variable that is not defined.
    package static let specServerVariableUndefined = DiagnosticCode(
        "spec.server.variable.undefined", .error, "A server URL names a variable that is not defined.")
    /// `spec.server.variable.enum`: A server variable's `enum` is empty.
    package static let specServerVariableEnum = DiagnosticCode(
        "spec.server.variable.enum", .error, "A server variable's `enum` is empty.")
    /// `spec.server.variable.default`: A server variable's `default` is not in its `enum`.
    package static let specServerVariableDefault = DiagnosticCode(
        "spec.server.variable.default", .error, "A server variable's `default` is not in its `enum`.")
    /// `spec.security.scheme`: A security requirement names a scheme that is not defined.
    package static let specSecurityScheme = DiagnosticCode(
        "spec.security.scheme", .error, "A security requirement names a scheme that is not defined.")
    /// `spec.dialect.unknown`: `jsonSchemaDialect` names a dialect ContractStub does not know; schemas are read as 2020-12.
    package static let specDialectUnknown = DiagnosticCode(
        "spec.dialect.unknown", .warning, "`jsonSchemaDialect` names a dialect ContractStub does not know; schemas are read as 2020-12.")
    /// `spec.discriminator.property-name`: A discriminator does not name its property. (Was `spec.discriminator.propertyName`.)
    package static let specDiscriminatorPropertyName = DiagnosticCode(
        "spec.discriminator.property-name", .error, "A discriminator does not name its property.")
    /// `spec.schema.keyword-version`: A 3.0-only form in a 3.1 schema (`nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`).
    package static let specSchemaKeywordVersion = DiagnosticCode(
        "spec.schema.keyword-version", .warning,
        "A 3.0-only form in a 3.1 schema (`nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`).")
    /// `spec.schema.required-unknown`: `required` names a property its schema does not define.
    package static let specSchemaRequiredUnknown = DiagnosticCode(
        "spec.schema.required-unknown", .warning, "`required` names a property its schema does not define.")
    /// `spec.example.invalid`: An example does not validate against its schema.
    package static let specExampleInvalid = DiagnosticCode(
        "spec.example.invalid", .error, "An example does not validate against its schema.")
    /// `spec.default.invalid`: A schema's `default` does not validate against the schema.
    package static let specDefaultInvalid = DiagnosticCode(
        "spec.default.invalid", .error, "A schema's `default` does not validate against the schema.")
    /// `spec.media.item-schema`: In OpenAPI 3.0/3.1, a sequential media type's `schema` describes one item (for `text/event-stream`, each event's `data`), so it is applied to each item; 3.2 writes that as `itemSchema`.
    package static let specMediaItemSchema = DiagnosticCode(
        "spec.media.item-schema", .warning,
        "In OpenAPI 3.0/3.1, a sequential media type's `schema` describes one item (for `text/event-stream`, each event's `data`), so it is applied to each item; 3.2 writes that as `itemSchema`."
    )
    /// `spec.component.unused`: A component nothing reachable refers to (reported with `--strict` only).
    package static let specComponentUnused = DiagnosticCode(
        "spec.component.unused", .warning, "A component nothing reachable refers to (reported with `--strict` only).")

    // MARK: References (`$ref`, discriminator mappings)

    /// `ref.unresolved`: A `$ref` (or discriminator mapping) leads nowhere.
    package static let refUnresolved = DiagnosticCode(
        "ref.unresolved", .error, "A `$ref` (or discriminator mapping) leads nowhere.")
    /// `ref.type`: A `$ref` points at the wrong kind of object (a warning when the object there reads as the kind expected, e.g. a valid Response Object under `components/requestBodies`).
    package static let refType = DiagnosticCode(
        "ref.type", .error,
        "A `$ref` points at the wrong kind of object (a warning when the object there reads as the kind expected, e.g. a valid Response Object under `components/requestBodies`)."
    )
    /// `ref.cycle`: A chain of `$ref`s loops without reaching an object.
    package static let refCycle = DiagnosticCode("ref.cycle", .error, "A chain of `$ref`s loops without reaching an object.")
    /// `ref.remote`: A `$ref` points at a remote URL; it is never fetched, so what it names is not checked (and a `Contract` cannot check or answer the operations that read it).
    package static let refRemote = DiagnosticCode(
        "ref.remote", .warning,
        "A `$ref` points at a remote URL; it is never fetched, so what it names is not checked (and a `Contract` cannot check or answer the operations that read it)."
    )
    /// `ref.sibling`: A Reference Object has fields besides `$ref` (in 3.1 also `summary` and `description`); they are ignored.
    package static let refSibling = DiagnosticCode(
        "ref.sibling", .warning, "A Reference Object has fields besides `$ref` (in 3.1 also `summary` and `description`); they are ignored."
    )
    /// `ref.outside-root`: A `$ref` names a file outside the root document's folder (symbolic links resolved) and the allowed roots; it is not read.
    package static let refOutsideRoot = DiagnosticCode(
        "ref.outside-root", .error,
        "A `$ref` names a file outside the root document's folder (symbolic links resolved) and the allowed roots; it is not read.")

    // MARK: Schemas that cannot be compiled (``SchemaCompilationError``)

    /// `schema.invalid`: A schema keyword's value has the wrong type.
    package static let schemaInvalid = DiagnosticCode("schema.invalid", .error, "A schema keyword's value has the wrong type.")
    /// `schema.pattern.invalid`: A `pattern` cannot be compiled; that keyword is not checked, the rest of its schema is.
    package static let schemaPatternInvalid = DiagnosticCode(
        "schema.pattern.invalid", .warning, "A `pattern` cannot be compiled; that keyword is not checked, the rest of its schema is.")
    /// `schema.depth`: Schemas, values or `$ref` hops nest too deep to compile or check.
    package static let schemaDepth = DiagnosticCode(
        "schema.depth", .error, "Schemas, values or `$ref` hops nest too deep to compile or check.")

    // MARK: Values against schemas (`schema.` + the keyword, in kebab-case)

    /// `schema.type`: A value has a type its schema does not allow.
    package static let schemaType = DiagnosticCode("schema.type", .error, "A value has a type its schema does not allow.")
    /// `schema.enum`: A value is not one of the schema's `enum` values.
    package static let schemaEnum = DiagnosticCode("schema.enum", .error, "A value is not one of the schema's `enum` values.")
    /// `schema.const`: A value is not the schema's `const`.
    package static let schemaConst = DiagnosticCode("schema.const", .error, "A value is not the schema's `const`.")
    /// `schema.format`: A string breaks its asserted `format`.
    package static let schemaFormat = DiagnosticCode("schema.format", .error, "A string breaks its asserted `format`.")
    /// `schema.pattern`: A string does not match `pattern`.
    package static let schemaPattern = DiagnosticCode("schema.pattern", .error, "A string does not match `pattern`.")
    /// `schema.min-length`: A string is shorter than `minLength`. (Was `schema.minLength`.)
    package static let schemaMinLength = DiagnosticCode("schema.min-length", .error, "A string is shorter than `minLength`.")
    /// `schema.max-length`: A string is longer than `maxLength`. (Was `schema.maxLength`.)
    package static let schemaMaxLength = DiagnosticCode("schema.max-length", .error, "A string is longer than `maxLength`.")
    /// `schema.minimum`: A number is below `minimum`.
    package static let schemaMinimum = DiagnosticCode("schema.minimum", .error, "A number is below `minimum`.")
    /// `schema.exclusive-minimum`: A number is not above `exclusiveMinimum`. (Was `schema.exclusiveMinimum`.)
    package static let schemaExclusiveMinimum = DiagnosticCode(
        "schema.exclusive-minimum", .error, "A number is not above `exclusiveMinimum`.")
    /// `schema.maximum`: A number is above `maximum`.
    package static let schemaMaximum = DiagnosticCode("schema.maximum", .error, "A number is above `maximum`.")
    /// `schema.exclusive-maximum`: A number is not below `exclusiveMaximum`. (Was `schema.exclusiveMaximum`.)
    package static let schemaExclusiveMaximum = DiagnosticCode(
        "schema.exclusive-maximum", .error, "A number is not below `exclusiveMaximum`.")
    /// `schema.multiple-of`: A number is not a multiple of `multipleOf`. (Was `schema.multipleOf`.)
    package static let schemaMultipleOf = DiagnosticCode(
        "schema.multiple-of", .error, "A number is not a multiple of `multipleOf`.")
    /// `schema.required`: An object lacks a `required` property.
    package static let schemaRequired = DiagnosticCode("schema.required", .error, "An object lacks a `required` property.")
    /// `schema.additional-properties`: An object has a property `additionalProperties` forbids. (Was `schema.additionalProperties`.)
    package static let schemaAdditionalProperties = DiagnosticCode(
        "schema.additional-properties", .error, "An object has a property `additionalProperties` forbids.")
    /// `schema.unevaluated-properties`: An object has a property `unevaluatedProperties` forbids. (Was `schema.unevaluatedProperties`.)
    package static let schemaUnevaluatedProperties = DiagnosticCode(
        "schema.unevaluated-properties", .error, "An object has a property `unevaluatedProperties` forbids.")
    /// `schema.min-properties`: An object has fewer properties than `minProperties`. (Was `schema.minProperties`.)
    package static let schemaMinProperties = DiagnosticCode(
        "schema.min-properties", .error, "An object has fewer properties than `minProperties`.")
    /// `schema.max-properties`: An object has more properties than `maxProperties`. (Was `schema.maxProperties`.)
    package static let schemaMaxProperties = DiagnosticCode(
        "schema.max-properties", .error, "An object has more properties than `maxProperties`.")
    /// `schema.dependencies`: An object lacks a property `dependencies` requires (3.0).
    package static let schemaDependencies = DiagnosticCode(
        "schema.dependencies", .error, "An object lacks a property `dependencies` requires (3.0).")
    /// `schema.dependent-required`: An object lacks a property `dependentRequired` requires. (Was `schema.dependentRequired`.)
    package static let schemaDependentRequired = DiagnosticCode(
        "schema.dependent-required", .error, "An object lacks a property `dependentRequired` requires.")
    /// `schema.items`: An array has more items than `items: false` allows after `prefixItems`.
    package static let schemaItems = DiagnosticCode(
        "schema.items", .error, "An array has more items than `items: false` allows after `prefixItems`.")
    /// `schema.additional-items`: An array has more items than `additionalItems: false` allows. (Was `schema.additionalItems`.)
    package static let schemaAdditionalItems = DiagnosticCode(
        "schema.additional-items", .error, "An array has more items than `additionalItems: false` allows.")
    /// `schema.unevaluated-items`: An array has an item `unevaluatedItems` forbids. (Was `schema.unevaluatedItems`.)
    package static let schemaUnevaluatedItems = DiagnosticCode(
        "schema.unevaluated-items", .error, "An array has an item `unevaluatedItems` forbids.")
    /// `schema.min-items`: An array has fewer items than `minItems`. (Was `schema.minItems`.)
    package static let schemaMinItems = DiagnosticCode("schema.min-items", .error, "An array has fewer items than `minItems`.")
    /// `schema.max-items`: An array has more items than `maxItems`. (Was `schema.maxItems`.)
    package static let schemaMaxItems = DiagnosticCode("schema.max-items", .error, "An array has more items than `maxItems`.")
    /// `schema.unique-items`: An array's items are not unique. (Was `schema.uniqueItems`.)
    package static let schemaUniqueItems = DiagnosticCode("schema.unique-items", .error, "An array's items are not unique.")
    /// `schema.contains`: No item of an array matches `contains`.
    package static let schemaContains = DiagnosticCode("schema.contains", .error, "No item of an array matches `contains`.")
    /// `schema.min-contains`: Fewer items match `contains` than `minContains`. (Was `schema.minContains`.)
    package static let schemaMinContains = DiagnosticCode(
        "schema.min-contains", .error, "Fewer items match `contains` than `minContains`.")
    /// `schema.max-contains`: More items match `contains` than `maxContains`. (Was `schema.maxContains`.)
    package static let schemaMaxContains = DiagnosticCode(
        "schema.max-contains", .error, "More items match `contains` than `maxContains`.")
    /// `schema.any-of`: A value matches none of the `anyOf` schemas. (Was `schema.anyOf`.)
    package static let schemaAnyOf = DiagnosticCode("schema.any-of", .error, "A value matches none of the `anyOf` schemas.")
    /// `schema.one-of`: A value matches none, or more than one, of the `oneOf` schemas. (Was `schema.oneOf`.)
    package static let schemaOneOf = DiagnosticCode(
        "schema.one-of", .error, "A value matches none, or more than one, of the `oneOf` schemas.")
    /// `schema.not`: A value matches the schema in `not`.
    package static let schemaNot = DiagnosticCode("schema.not", .error, "A value matches the schema in `not`.")
    /// `schema.false`: A value is present where the schema is `false`.
    package static let schemaFalse = DiagnosticCode("schema.false", .error, "A value is present where the schema is `false`.")
    /// `schema.content-schema`: A string whose `contentMediaType` is JSON is not JSON, or its parsed content breaks `contentSchema`.
    package static let schemaContentSchema = DiagnosticCode(
        "schema.content-schema", .error,
        "A string whose `contentMediaType` is JSON is not JSON, or its parsed content breaks `contentSchema`.")
    /// `schema.discriminator`: A value that matches no branch of an `anyOf`/`oneOf` lacks its discriminator property (the discriminator only narrows messages).
    package static let schemaDiscriminator = DiagnosticCode(
        "schema.discriminator", .error,
        "A value that matches no branch of an `anyOf`/`oneOf` lacks its discriminator property (the discriminator only narrows messages).")
    /// `schema.read-only`: A request holds a `readOnly` property. (Was `schema.readOnly`.)
    package static let schemaReadOnly = DiagnosticCode("schema.read-only", .error, "A request holds a `readOnly` property.")
    /// `schema.write-only`: A response holds a `writeOnly` property. (Was `schema.writeOnly`.)
    package static let schemaWriteOnly = DiagnosticCode("schema.write-only", .error, "A response holds a `writeOnly` property.")

    // MARK: Requests

    /// `request.route.unknown`: No path of the spec matches the request's URL.
    package static let requestRouteUnknown = DiagnosticCode(
        "request.route.unknown", .error, "No path of the spec matches the request's URL.")
    /// `request.route.method`: The path matches but declares no operation for the method.
    package static let requestRouteMethod = DiagnosticCode(
        "request.route.method", .error, "The path matches but declares no operation for the method.")
    /// `request.route.trailing-slash`: The path matches only with or without a trailing slash. (Was `request.route.trailingSlash`.)
    package static let requestRouteTrailingSlash = DiagnosticCode(
        "request.route.trailing-slash", .warning, "The path matches only with or without a trailing slash.")
    /// `request.operation.unmatched`: A stubbed request matches no operation of the contract.
    package static let requestOperationUnmatched = DiagnosticCode(
        "request.operation.unmatched", .error, "A stubbed request matches no operation of the contract.")
    /// `request.path.missing`: A path parameter has no value.
    package static let requestPathMissing = DiagnosticCode("request.path.missing", .error, "A path parameter has no value.")
    /// `request.path.invalid`: A path parameter's value breaks its schema or cannot be decoded.
    package static let requestPathInvalid = DiagnosticCode(
        "request.path.invalid", .error, "A path parameter's value breaks its schema or cannot be decoded.")
    /// `request.query.missing`: A required query parameter is missing.
    package static let requestQueryMissing = DiagnosticCode(
        "request.query.missing", .error, "A required query parameter is missing.")
    /// `request.query.invalid`: A query parameter's value breaks its schema or cannot be decoded.
    package static let requestQueryInvalid = DiagnosticCode(
        "request.query.invalid", .error, "A query parameter's value breaks its schema or cannot be decoded.")
    /// `request.query.empty`: A query parameter is empty and does not allow empty values.
    package static let requestQueryEmpty = DiagnosticCode(
        "request.query.empty", .error, "A query parameter is empty and does not allow empty values.")
    /// `request.query.unknown`: A query parameter the operation does not declare (an error in strict mode).
    package static let requestQueryUnknown = DiagnosticCode(
        "request.query.unknown", .warning, "A query parameter the operation does not declare (an error in strict mode).")
    /// `request.header.missing`: A required request header is missing.
    package static let requestHeaderMissing = DiagnosticCode(
        "request.header.missing", .error, "A required request header is missing.")
    /// `request.header.invalid`: A request header's value breaks its schema or cannot be decoded.
    package static let requestHeaderInvalid = DiagnosticCode(
        "request.header.invalid", .error, "A request header's value breaks its schema or cannot be decoded.")
    /// `request.cookie.missing`: A required cookie is missing.
    package static let requestCookieMissing = DiagnosticCode("request.cookie.missing", .error, "A required cookie is missing.")
    /// `request.cookie.invalid`: A cookie's value breaks its schema or cannot be decoded.
    package static let requestCookieInvalid = DiagnosticCode(
        "request.cookie.invalid", .error, "A cookie's value breaks its schema or cannot be decoded.")
    /// `request.security.missing`: No security requirement of the operation is met (credentials are checked for presence only).
    package static let requestSecurityMissing = DiagnosticCode(
        "request.security.missing", .error, "No security requirement of the operation is met (credentials are checked for presence only).")
    /// `request.body.missing`: A required request body is missing.
    package static let requestBodyMissing = DiagnosticCode("request.body.missing", .error, "A required request body is missing.")
    /// `request.body.unexpected`: A request body where the operation declares none.
    package static let requestBodyUnexpected = DiagnosticCode(
        "request.body.unexpected", .warning, "A request body where the operation declares none.")
    /// `request.body.content-type`: The request's `Content-Type` is not one the operation accepts. (Was `request.body.contentType`.)
    package static let requestBodyContentType = DiagnosticCode(
        "request.body.content-type", .error, "The request's `Content-Type` is not one the operation accepts.")
    /// `request.body.malformed`: A request body does not parse as its content type says.
    package static let requestBodyMalformed = DiagnosticCode(
        "request.body.malformed", .error, "A request body does not parse as its content type says.")
    /// `request.body.hidden`: The request's body was not visible to URLProtocol (e.g. an upload task on Linux), so it was not checked.
    package static let requestBodyHidden = DiagnosticCode(
        "request.body.hidden", .warning,
        "The request's body was not visible to URLProtocol (e.g. an upload task on Linux), so it was not checked.")

    // MARK: Responses

    /// `response.status.undeclared`: The response status is not declared, and there is no `default`.
    package static let responseStatusUndeclared = DiagnosticCode(
        "response.status.undeclared", .error, "The response status is not declared, and there is no `default`.")
    /// `response.header.missing`: A required response header is missing.
    package static let responseHeaderMissing = DiagnosticCode(
        "response.header.missing", .error, "A required response header is missing.")
    /// `response.content-type`: The response's `Content-Type` is not one the response declares. (Was `response.contentType`.)
    package static let responseContentType = DiagnosticCode(
        "response.content-type", .error, "The response's `Content-Type` is not one the response declares.")
    /// `response.body.missing`: The response declares a body and none came.
    package static let responseBodyMissing = DiagnosticCode(
        "response.body.missing", .error, "The response declares a body and none came.")
    /// `response.body.unexpected`: A response body where the response declares none.
    package static let responseBodyUnexpected = DiagnosticCode(
        "response.body.unexpected", .warning, "A response body where the response declares none.")
    /// `response.body.malformed`: A response body does not parse as its content type says.
    package static let responseBodyMalformed = DiagnosticCode(
        "response.body.malformed", .error, "A response body does not parse as its content type says.")

    // MARK: Stubs

    /// `stub.status.undeclared`: A stub asks for a status the operation does not declare.
    package static let stubStatusUndeclared = DiagnosticCode(
        "stub.status.undeclared", .error, "A stub asks for a status the operation does not declare.")
    /// `stub.example.unknown`: A stub asks for an example name the response does not have.
    package static let stubExampleUnknown = DiagnosticCode(
        "stub.example.unknown", .error, "A stub asks for an example name the response does not have.")
    /// `stub.media-type.undeclared`: A stub asks for a media type (`contentType:`) the response does not declare.
    package static let stubMediaTypeUndeclared = DiagnosticCode(
        "stub.media-type.undeclared", .error, "A stub asks for a media type (`contentType:`) the response does not declare.")
    /// `stub.body.unsatisfiable`: No example, and the schema admits no value ContractStub can build.
    package static let stubBodyUnsatisfiable = DiagnosticCode(
        "stub.body.unsatisfiable", .error, "No example, and the schema admits no value ContractStub can build.")
    /// `stub.target.unknown`: A stub names an operation the contract does not have.
    package static let stubTargetUnknown = DiagnosticCode(
        "stub.target.unknown", .error, "A stub names an operation the contract does not have.")
    /// `stub.carrier.conflict`: A request carries marks of two different stubs.
    package static let stubCarrierConflict = DiagnosticCode(
        "stub.carrier.conflict", .error, "A request carries marks of two different stubs.")
    /// `stub.session.background`: A background session configuration, whose sessions never use custom URL protocols.
    package static let stubSessionBackground = DiagnosticCode(
        "stub.session.background", .error, "A background session configuration, whose sessions never use custom URL protocols.")
    /// `stub.task.unsupported`: A task kind that cannot be stubbed safely on this platform.
    package static let stubTaskUnsupported = DiagnosticCode(
        "stub.task.unsupported", .error, "A task kind that cannot be stubbed safely on this platform.")
    /// `stub.response.authenticate-challenge`: A stubbed 401 with `WWW-Authenticate`, which corelibs Foundation cannot deliver.
    package static let stubResponseAuthenticateChallenge = DiagnosticCode(
        "stub.response.authenticate-challenge", .error, "A stubbed 401 with `WWW-Authenticate`, which corelibs Foundation cannot deliver.")

    /// `stub.variant.unknown`: A stub asks for a response variant the operation does not have.
    package static let stubVariantUnknown = DiagnosticCode(
        "stub.variant.unknown", .error, "A stub asks for a response variant the operation does not have.")
    /// `stub.mode.invalid`: `CONTRACTSTUB_MODE` holds something other than `stub`, `live`, `record` or `replay`.
    package static let stubModeInvalid = DiagnosticCode(
        "stub.mode.invalid", .error, "`CONTRACTSTUB_MODE` holds something other than `stub`, `live`, `record` or `replay`.")
    /// `stub.replay.fixture`: A replaying stub's fixture file is missing or is not a traffic log.
    package static let stubReplayFixture = DiagnosticCode(
        "stub.replay.fixture", .error, "A replaying stub's fixture file is missing or is not a traffic log.")
    /// `stub.replay.unrecorded`: A replaying stub got a request its fixture has no recording of.
    package static let stubReplayUnrecorded = DiagnosticCode(
        "stub.replay.unrecorded", .error, "A replaying stub got a request its fixture has no recording of.")
    /// `stub.live.body-hidden`: A live or recording stub cannot send a request whose body it could not see.
    package static let stubLiveBodyHidden = DiagnosticCode(
        "stub.live.body-hidden", .error, "A live or recording stub cannot send a request whose body it could not see.")

    // MARK: Coverage (`contractstub verify`)

    /// `coverage.unexercised`: An operation or declared response no recorded exchange exercised.
    package static let coverageUnexercised = DiagnosticCode(
        "coverage.unexercised", .warning, "An operation or declared response no recorded exchange exercised.")

    // MARK: Pacts (`contractstub verify --pact`)

    /// `pact.response.property.undeclared`: A pact's response has a property the spec does not declare.
    package static let pactResponsePropertyUndeclared = DiagnosticCode(
        "pact.response.property.undeclared", .error, "A pact's response has a property the spec does not declare.")
    /// `pact.matcher.mismatch`: A pact's example does not satisfy its own matching rule.
    package static let pactMatcherMismatch = DiagnosticCode(
        "pact.matcher.mismatch", .error, "A pact's example does not satisfy its own matching rule.")
    /// `pact.matcher.incompatible`: A matching rule allows only values the spec forbids (kind, date format, array length).
    package static let pactMatcherIncompatible = DiagnosticCode(
        "pact.matcher.incompatible", .error,
        "A matching rule allows only values the spec forbids (kind, date format, array length).")

    /// Every code, in the order of the DocC articles' tables.
    package static let all: [DiagnosticCode] = [
        .specFileMissing, .specFileDirectory, .specFileUnreadable, .specFileEmpty, .specJsonSyntax, .specYamlSyntax, .specYamlTab,
        .specYamlKeyDuplicate, .specYamlKeyComplex, .specYamlDocuments, .specYamlTag, .specYamlAlias, .specYamlLimit,
        .specSwagger2, .specVersionMissing, .specVersionUnsupported, .specRootType, .specRefsUnresolved,
        .jsonSyntax, .trafficFileUnreadable, .trafficLineInvalid, .trafficHARInvalid, .pactFileInvalid, .usageInvalid, .outputUnwritable,
        .specFieldRequired, .specFieldType, .specFieldValue, .specFieldUnknown, .specFieldMisplaced, .specHeaderField,
        .specExampleExclusive, .specLinkExclusive, .specLicenseExclusive, .specPathTemplate, .specResponseKey, .specResponsesEmpty,
        .specComponentName, .specTagDuplicate, .specTagParent, .specPathMethod, .specParameterQuerystring, .specEncodingExclusive,
        .specMediaKey,
        .specPathParameterUndeclared, .specPathParameterUnused, .specParameterPathRequired, .specParameterStyle,
        .specParameterSchemaContent, .specParameterContentCount, .specParameterDuplicate, .specParameterAllowReserved,
        .specParameterAllowEmptyValue, .specOperationIdDuplicate, .specServerVariableUndefined,
        .specServerVariableEnum, .specServerVariableDefault, .specSecurityScheme, .specDialectUnknown,
        .specDiscriminatorPropertyName, .specSchemaKeywordVersion, .specSchemaRequiredUnknown, .specExampleInvalid,
        .specDefaultInvalid, .specMediaItemSchema, .specComponentUnused,
        .refUnresolved, .refType, .refCycle, .refRemote, .refOutsideRoot, .refSibling,
        .schemaInvalid, .schemaPatternInvalid, .schemaDepth,
        .schemaType, .schemaEnum, .schemaConst, .schemaFormat, .schemaPattern, .schemaMinLength, .schemaMaxLength,
        .schemaMinimum, .schemaExclusiveMinimum, .schemaMaximum, .schemaExclusiveMaximum, .schemaMultipleOf,
        .schemaRequired, .schemaAdditionalProperties, .schemaUnevaluatedProperties, .schemaMinProperties,
        .schemaMaxProperties, .schemaDependencies, .schemaDependentRequired, .schemaItems, .schemaAdditionalItems,
        .schemaUnevaluatedItems, .schemaMinItems, .schemaMaxItems, .schemaUniqueItems, .schemaContains,
        .schemaMinContains, .schemaMaxContains, .schemaAnyOf, .schemaOneOf, .schemaNot, .schemaFalse,
        .schemaContentSchema,
        .schemaDiscriminator, .schemaReadOnly, .schemaWriteOnly,
        .requestRouteUnknown, .requestRouteMethod, .requestRouteTrailingSlash, .requestOperationUnmatched,
        .requestPathMissing, .requestPathInvalid, .requestQueryMissing, .requestQueryInvalid, .requestQueryEmpty,
        .requestQueryUnknown, .requestHeaderMissing, .requestHeaderInvalid, .requestCookieMissing,
        .requestCookieInvalid, .requestSecurityMissing, .requestBodyMissing, .requestBodyUnexpected,
        .requestBodyContentType, .requestBodyMalformed, .requestBodyHidden,
        .responseStatusUndeclared, .responseHeaderMissing, .responseContentType, .responseBodyMissing,
        .responseBodyUnexpected, .responseBodyMalformed,
        .stubStatusUndeclared, .stubExampleUnknown, .stubMediaTypeUndeclared, .stubBodyUnsatisfiable, .stubTargetUnknown,
        .stubCarrierConflict,
        .stubSessionBackground, .stubTaskUnsupported, .stubResponseAuthenticateChallenge, .stubVariantUnknown, .stubModeInvalid,
        .stubReplayFixture,
        .stubReplayUnrecorded,
        .stubLiveBodyHidden,
        .coverageUnexercised,
        .pactResponsePropertyUndeclared, .pactMatcherMismatch, .pactMatcherIncompatible,
    ]

    /// Codes renamed to follow the spelling rule: old spelling → code. Listed in the "Renamed codes" table of the DocC
    /// article "Diagnostic codes".
    package static let renamed: [String: DiagnosticCode] = [
        "spec.parameter.allowReserved": .specParameterAllowReserved,
        "spec.parameter.allowEmptyValue": .specParameterAllowEmptyValue,
        "spec.operationId.duplicate": .specOperationIdDuplicate,
        "spec.discriminator.propertyName": .specDiscriminatorPropertyName,
        "schema.minLength": .schemaMinLength,
        "schema.maxLength": .schemaMaxLength,
        "schema.exclusiveMinimum": .schemaExclusiveMinimum,
        "schema.exclusiveMaximum": .schemaExclusiveMaximum,
        "schema.multipleOf": .schemaMultipleOf,
        "schema.additionalProperties": .schemaAdditionalProperties,
        "schema.unevaluatedProperties": .schemaUnevaluatedProperties,
        "schema.minProperties": .schemaMinProperties,
        "schema.maxProperties": .schemaMaxProperties,
        "schema.dependentRequired": .schemaDependentRequired,
        "schema.additionalItems": .schemaAdditionalItems,
        "schema.unevaluatedItems": .schemaUnevaluatedItems,
        "schema.minItems": .schemaMinItems,
        "schema.maxItems": .schemaMaxItems,
        "schema.uniqueItems": .schemaUniqueItems,
        "schema.minContains": .schemaMinContains,
        "schema.maxContains": .schemaMaxContains,
        "schema.anyOf": .schemaAnyOf,
        "schema.oneOf": .schemaOneOf,
        "schema.readOnly": .schemaReadOnly,
        "schema.writeOnly": .schemaWriteOnly,
        "request.route.trailingSlash": .requestRouteTrailingSlash,
        "request.body.contentType": .requestBodyContentType,
        "response.contentType": .responseContentType,
    ]
}
