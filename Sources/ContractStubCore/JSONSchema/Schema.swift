/// A compiled schema: validates instances without re-reading JSON or re-resolving refs.
///
/// ```swift
/// let schema = try compiler.compile(documentURI: specURL, pointer: "/components/schemas/Pet")
/// schema.isValid(["name": "Rex"])                       // true or false, no messages built
/// schema.validate(body, direction: .request)            // [Diagnostic] with pointers into spec and body
/// ```
///
/// Every ``Diagnostic`` carries `file` = the URI of the document the violated keyword lives in (always set, so a
/// caller that reports against its main spec can drop it when it equals that spec's URI).
public final class Schema: @unchecked Sendable {
    /// Where the schema lives.
    let location: SchemaLocation
    /// The resource (document or `$id` subschema) the schema belongs to, for `$dynamicRef`.
    let resource: SchemaResource
    /// The rules, in evaluation order; set once by the compiler (after creation, so cycles can point here).
    var rules: [SchemaRule] = []
    /// `true`/`false` for boolean schemas (and `false` for nothing else).
    var isAlwaysFalse = false
    /// OpenAPI 3.0 `nullable: true`: `null` is valid whatever the other keywords say.
    var acceptsNull = false
    /// `readOnly: true` was written on this schema.
    var readOnly = false
    /// `writeOnly: true` was written on this schema.
    var writeOnly = false
    /// The schema has `unevaluatedProperties`/`unevaluatedItems`, so its applicators report what they evaluated.
    var collectsAnnotations = false
    /// `properties` by name, consulted when `required` meets a `readOnly`/`writeOnly` property.
    var declaredProperties: [String: Schema] = [:]
    /// The target when this schema is only a `$ref` (OpenAPI 3.0 style), to see `readOnly`/`writeOnly` through it.
    var referenceTarget: Schema?

    init(location: SchemaLocation, resource: SchemaResource) {
        self.location = location
        self.resource = resource
    }

    /// Every violation of `instance`: code `schema.<keyword>`, message saying expected vs found,
    /// `specPointer` at the keyword, `instancePointer` at the offending part of the instance.
    public func validate(_ instance: JSONValue, direction: ValidationDirection = .none) -> [Diagnostic] {
        var context = ValidationContext(direction: direction, collecting: true)
        var evaluated = EvaluatedParts()
        _ = context.evaluate(self, instance, &evaluated, tracking: false)
        return context.diagnostics
    }

    /// Whether `instance` is valid; faster than `validate` because it builds no messages.
    public func isValid(_ instance: JSONValue, direction: ValidationDirection = .none) -> Bool {
        var context = ValidationContext(direction: direction, collecting: false)
        var evaluated = EvaluatedParts()
        return context.evaluate(self, instance, &evaluated, tracking: false)
    }

    /// `readOnly`, looking through a schema that is only a `$ref`.
    var isReadOnly: Bool { anyThroughReferences(\.readOnly) }

    /// `writeOnly`, looking through a schema that is only a `$ref`.
    var isWriteOnly: Bool { anyThroughReferences(\.writeOnly) }

    /// Whether `flag` is set here or on a schema this one refers to (a few hops at most; ref cycles end there).
    private func anyThroughReferences(_ flag: KeyPath<Schema, Bool>) -> Bool {
        var schema: Schema? = self
        for _ in 0..<8 {
            guard let current = schema else { return false }
            if current[keyPath: flag] { return true }
            schema = current.referenceTarget
        }
        return false
    }
}
