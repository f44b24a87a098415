import Foundation

/// Reads OpenAPI JSON into the model, following `$ref`s as it meets them (each target is decoded once)
/// and collecting every structural problem as a ``Diagnostic`` instead of stopping.
final class SpecDecoder {
    /// The version every document of the spec is read as.
    let version: OpenAPIVersion
    /// Follows `$ref`s and loads the files they name.
    let resolver: ReferenceResolver
    /// Every problem found, in the order found.
    private(set) var diagnostics: [Diagnostic] = []
    /// Every schema position met, in the order met (each once).
    private(set) var schemas: [OpenAPI.SchemaObject] = []

    /// Told of each schema position as it is met (the contract compiles them meanwhile on another core).
    var schemaMet: ((OpenAPI.SchemaObject) -> Void)?

    private var decoded: [DecodedKey: any Sendable] = [:]
    private var failed: Set<DecodedKey> = []
    private var inProgress: Set<DecodedKey> = []

    /// A decoded target, by model type and location.
    private struct DecodedKey: Hashable {
        let type: ObjectIdentifier
        let location: SpecLocation
    }

    init(version: OpenAPIVersion, resolver: ReferenceResolver) {
        self.version = version
        self.resolver = resolver
    }

    /// Records a finding about the spec at `location`, with a "did you mean" `suggestion` when there is one.
    func report(
        _ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, at location: SpecLocation,
        suggestion: String? = nil
    ) {
        diagnostics.append(
            Diagnostic(severity, code: code, message: message, at: resolver.diagnosticLocation(location), suggestion: suggestion))
    }

    /// Records a schema position so the contract compiles it.
    func recordSchema(_ schema: OpenAPI.SchemaObject) {
        schemas.append(schema)
        schemaMet?(schema)
    }

    /// Reads `value` as a `T`; reports a type problem when it is not an object.
    func decode<T: SpecObjectDecodable>(_ type: T.Type, from value: JSONValue, at location: SpecLocation) -> T? {
        guard case .object(let object) = value else {
            report(.error, .specFieldType, "expected a \(T.objectName) (an object); found \(value.typeName)", at: location)
            return nil
        }
        return T(reading: ObjectReader(object: object, location: location, decoder: self, objectName: T.objectName))
    }

    /// Reads `value` as an inline `T` or a `$ref` to one, resolving the reference now.
    /// With `shared`, an inline object is remembered so that references to it reuse it (components).
    func decodeReferenceOr<T: ReferenceableObject>(
        _ type: T.Type, from value: JSONValue, at location: SpecLocation, shared: Bool = false
    ) -> OpenAPI.ReferenceOr<T>? {
        guard case .object(let object) = value else {
            report(.error, .specFieldType, "expected a \(T.objectName) or a Reference Object; found \(value.typeName)", at: location)
            return nil
        }
        guard let refValue = object["$ref"] else {
            let decodedValue = shared ? decodeOnce(T.self, object: object, at: location) : decodeObject(T.self, object, location)
            return decodedValue.map { .inline($0) }
        }
        guard case .string(let ref) = refValue else {
            report(.error, .specFieldType, "'$ref' must be a string; found \(refValue.typeName)", at: location.appending("$ref"))
            return nil
        }
        let summary = version.isAtLeast31 ? object["summary"]?.stringValue : nil
        let description = version.isAtLeast31 ? object["description"]?.stringValue : nil
        if T.componentKind != .pathItems { reportSiblings(of: object, at: location) }
        let followed = resolver.follow(ref, from: location, expecting: T.componentKind) { warning in
            report(.warning, warning.code, warning.message, at: location)
        }
        switch followed {
        case .success(let (targetObject, target)):
            let resolved = decodeOnce(T.self, object: targetObject, at: target, ref: ref, from: location)
            return .reference(
                OpenAPI.Reference(
                    ref: ref, location: location, target: target, value: resolved, summary: summary, description: description))
        case .failure(let failure):
            report(failure.code.severity, failure.code, failure.message, at: location)
            return .reference(OpenAPI.Reference(ref: ref, location: location, target: nil, value: nil))
        }
    }

    /// The fields of a Reference Object in OpenAPI 3.0, and from 3.1 on.
    private static let referenceFields30: Set<String> = ["$ref"]
    private static let referenceFields31: Set<String> = ["$ref", "summary", "description"]

    /// Warns of the fields next to `$ref` in a Reference Object, which are ignored: every one in OpenAPI 3.0, all but
    /// `summary` and `description` in 3.1. (A Path Item Object's `$ref` is one of its fields, not a Reference Object.)
    private func reportSiblings(of object: JSONObject, at location: SpecLocation) {
        guard object.count > 1 else { return }
        let allowed = version.isAtLeast31 ? Self.referenceFields31 : Self.referenceFields30
        let fields = version.isAtLeast31 ? "'$ref', 'summary' and 'description'" : "only '$ref'"
        for (key, _) in object where !allowed.contains(key) {
            report(
                .warning, .refSibling,
                "'\(key)' next to '$ref' is ignored: a Reference Object in OpenAPI \(version.major).\(version.minor) has \(fields)",
                at: location.appending(key))
        }
    }

    private func decodeObject<T: SpecObjectDecodable>(_ type: T.Type, _ object: JSONObject, _ location: SpecLocation) -> T? {
        T(reading: ObjectReader(object: object, location: location, decoder: self, objectName: T.objectName))
    }

    /// Decodes the object at `location` once; a reference back into an object still being decoded is a cycle.
    private func decodeOnce<T: ReferenceableObject>(
        _ type: T.Type, object: JSONObject, at location: SpecLocation, ref: String? = nil, from origin: SpecLocation? = nil
    ) -> T? {
        let key = DecodedKey(type: ObjectIdentifier(T.self), location: location)
        if let known = decoded[key] { return known as? T }
        if failed.contains(key) { return nil }
        if inProgress.contains(key) {
            if let ref, let origin {
                report(
                    .error, .refCycle,
                    "'\(ref)' leads back into the \(T.objectName) that contains it (\(location)); only schemas may be recursive",
                    at: origin)
            }
            return nil
        }
        inProgress.insert(key)
        let value = decodeObject(T.self, object, location)
        inProgress.remove(key)
        if let value { decoded[key] = value } else { failed.insert(key) }
        return value
    }
}

extension SpecDecoder {
    /// Reads a schema position: an object, or in OpenAPI 3.1 also a boolean. Recorded for compiling.
    func schema(from value: JSONValue, at location: SpecLocation) -> OpenAPI.SchemaObject? {
        switch value {
        case .object:
            break
        case .bool where version.isAtLeast31:
            break
        default:
            let expected = version.isAtLeast31 ? "an object or a boolean" : "an object"
            report(.error, .specFieldType, "a Schema Object must be \(expected); found \(value.typeName)", at: location)
            return nil
        }
        let schema = OpenAPI.SchemaObject(json: value, specLocation: location)
        recordSchema(schema)
        return schema
    }
}
