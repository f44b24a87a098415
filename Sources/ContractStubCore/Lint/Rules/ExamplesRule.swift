import Foundation

extension LintRule {
    /// Every `example`, `examples[*].value` and schema `default` is valid against its schema.
    ///
    /// Request-side examples are checked in the request direction (`readOnly` properties may be absent),
    /// response-side ones in the response direction; a schema's own `example`/`examples`/`default` passes
    /// when it is valid in either direction. Media types that are not JSON-like hold serialised examples and are
    /// not checked: XML, plain text, binary, and form bodies (`application/x-www-form-urlencoded`,
    /// `multipart/form-data`), whose examples are written as wire strings (`"true"` for a boolean).
    static let examples = LintRule(
        codes: ["spec.example.invalid", "spec.default.invalid"],
        summary: "Examples and defaults are valid against their schemas."
    ) { context in
        var checker = ExampleChecker(context: context)
        checker.checkOperations()
        checker.checkSchemaNodes()
        return checker.diagnostics
    }
}

/// The walk behind ``LintRule/examples``: visits every place an example can be written, once.
private struct ExampleChecker {
    let context: LintContext
    var diagnostics: [Diagnostic] = []
    var checked = Set<SpecLocation>()

    init(context: LintContext) {
        self.context = context
    }

    mutating func checkOperations() {
        for operation in context.contract.operations {
            let id = operation.operationId
            for parameter in operation.parameters {
                checkExamples(of: parameter.schema, example: parameter.example, examples: parameter.examples,
                              at: parameter.specLocation, direction: .request, operationId: id, wireStrings: true)
                checkContent(parameter.content, direction: .request, operationId: id)
            }
            if let body = operation.requestBody { checkContent(body.content, direction: .request, operationId: id) }
            for (_, response) in operation.responses {
                checkContent(response.content, direction: .response, operationId: id)
                for (_, header) in response.headers {
                    guard let header = header.value else { continue }
                    checkExamples(of: header.schema, example: header.example, examples: header.examples,
                                  at: header.specLocation, direction: .response, operationId: id, wireStrings: true)
                }
            }
        }
    }

    mutating func checkSchemaNodes() {
        let is31 = context.document.version.isAtLeast31
        context.forEachSchemaNode { node, location in
            guard let object = node.objectValue,
                object["default"] != nil || object["example"] != nil || (is31 && object["examples"] != nil)
            else { return }
            guard let schema = context.contract.schema(at: location.pointer, in: location.documentURL) else { return }
            if let value = object["default"] {
                report(schema, value, direction: nil, code: "spec.default.invalid", what: "default", at: location.appending("default"))
            }
            if let value = object["example"] {
                report(schema, value, direction: nil, code: "spec.example.invalid", what: "example", at: location.appending("example"))
            }
            if is31, let values = object["examples"]?.arrayValue {
                for (index, value) in values.enumerated() {
                    report(schema, value, direction: nil, code: "spec.example.invalid", what: "example",
                           at: location.appending("examples").appending(index))
                }
            }
        }
    }

    private mutating func checkContent(_ content: OrderedMap<OpenAPI.MediaType>, direction: ValidationDirection, operationId: String?) {
        for (mediaType, media) in content where Self.holdsStructuredExamples(mediaType) {
            checkExamples(of: media.schema, example: media.example, examples: media.examples,
                          at: media.specLocation, direction: direction, operationId: operationId)
        }
    }

    private mutating func checkExamples(
        of schemaObject: OpenAPI.SchemaObject?, example: JSONValue?, examples: OrderedMap<OpenAPI.ReferenceOr<OpenAPI.Example>>,
        at location: SpecLocation, direction: ValidationDirection, operationId: String?, wireStrings: Bool = false
    ) {
        guard let schemaObject, let schema = context.contract.schema(for: schemaObject) else { return }
        if let example {
            report(schema, example, direction: direction, code: "spec.example.invalid", what: "example",
                   at: location.appending("example"), operationId: operationId, wireStrings: wireStrings)
        }
        for (name, entry) in examples {
            guard let value = entry.value?.value else { continue }
            // An example reached through $ref is reported where it is written, once.
            let at = entry.reference?.target?.appending("value") ?? location.appending("examples").appending(name).appending("value")
            report(schema, value, direction: direction, code: "spec.example.invalid", what: "example '\(name)'", at: at,
                   operationId: operationId, wireStrings: wireStrings)
        }
    }

    /// Validates and records one finding per invalid value (the first violation, with a count of the rest).
    /// With `wireStrings` (parameters and headers), a string such as `"true"` or `"42"` also passes when the
    /// scalar it spells is valid, since that is how the value travels.
    private mutating func report(
        _ schema: Schema, _ value: JSONValue, direction: ValidationDirection?, code: String, what: String,
        at location: SpecLocation, operationId: String? = nil, wireStrings: Bool = false
    ) {
        guard checked.insert(location).inserted else { return }
        if let direction {
            if schema.isValid(value, direction: direction) { return }
            if wireStrings, let scalar = Self.scalar(spelledBy: value), schema.isValid(scalar, direction: direction) { return }
        } else if schema.isValid(value, direction: .request) || schema.isValid(value, direction: .response) {
            return
        }
        let violations = schema.validate(value, direction: direction ?? .response)
        guard let first = violations.first else { return }
        var message = "\(what) does not match its schema: \(first.message)"
        if let instance = first.instancePointer, !instance.tokens.isEmpty { message += " at '\(instance)'" }
        if violations.count > 1 { message += " (and \(violations.count - 1) more)" }
        var diagnostic = context.diagnostic(.error, code, message, at: location, operationId: operationId)
        diagnostic.instancePointer = first.instancePointer
        diagnostics.append(diagnostic)
    }

    /// The boolean or number a wire string spells (`"true"`, `"42"`, `"1.5"`), if any.
    private static func scalar(spelledBy value: JSONValue) -> JSONValue? {
        guard case .string(let text) = value else { return nil }
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default:
            guard let number = try? JSONValue(decoding: Data(text.utf8)), number.numberValue != nil else { return nil }
            return number
        }
    }

    /// JSON, `+json` and wildcards hold examples as JSON values; form, XML, text and binary hold serialised text.
    private static func holdsStructuredExamples(_ mediaType: String) -> Bool {
        let type = mediaType.lowercased().split(separator: ";").first.map(String.init) ?? ""
        return type.contains("json") || type.hasPrefix("*/") || type == "application/*"
    }
}
