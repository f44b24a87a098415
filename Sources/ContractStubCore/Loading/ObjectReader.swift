/// Reads the members of one JSON object of the spec, reporting missing and mistyped fields to the decoder.
struct ObjectReader {
    /// The object being read.
    let object: JSONObject
    /// Where it is.
    let location: SpecLocation
    /// Where findings go and references are followed.
    let decoder: SpecDecoder
    /// The spec's name for the object, used in messages.
    let objectName: String

    /// "an Info Object", "a Server Object": the object's name with its article, for messages.
    var objectNameWithArticle: String {
        let startsWithVowel = objectName.first.map { "AEIOU".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + objectName
    }

    /// The version the document is read as.
    var version: OpenAPIVersion { decoder.version }

    /// Reports a finding at `key` inside this object (or at the object itself when `key` is `nil`).
    func report(_ severity: Diagnostic.Severity, _ code: DiagnosticCode, _ message: String, at key: String? = nil) {
        decoder.report(severity, code, message, at: key.map(location.appending) ?? location)
    }

    /// Reports that `key` is required and absent.
    func reportMissing(_ key: String) {
        report(.error, .specFieldRequired, "\(objectNameWithArticle) requires '\(key)'; it is missing")
    }

    private func reportType(_ key: String, expected: String, found value: JSONValue) {
        report(.error, .specFieldType, "'\(key)' must be \(expected); found \(value.typeName)", at: key)
    }

    /// The member `key` as any JSON value.
    func value(_ key: String, required: Bool = false) -> JSONValue? {
        let value = object[key]
        if value == nil, required { reportMissing(key) }
        return value
    }

    /// The member `key` as a string.
    func string(_ key: String, required: Bool = false) -> String? {
        guard let value = value(key, required: required) else { return nil }
        guard case .string(let string) = value else {
            reportType(key, expected: "a string", found: value)
            return nil
        }
        return string
    }

    /// The member `key` as a Boolean.
    func bool(_ key: String) -> Bool? {
        guard let value = object[key] else { return nil }
        guard case .bool(let bool) = value else {
            reportType(key, expected: "a boolean", found: value)
            return nil
        }
        return bool
    }

    /// The member `key` as an object.
    func jsonObject(_ key: String, required: Bool = false) -> JSONObject? {
        guard let value = value(key, required: required) else { return nil }
        guard case .object(let object) = value else {
            reportType(key, expected: "an object", found: value)
            return nil
        }
        return object
    }

    /// The member `key` as an array.
    func jsonArray(_ key: String, required: Bool = false) -> [JSONValue]? {
        guard let value = value(key, required: required) else { return nil }
        guard case .array(let array) = value else {
            reportType(key, expected: "an array", found: value)
            return nil
        }
        return array
    }

    /// The member `key` as an array of strings; non-string elements are reported and skipped.
    func strings(_ key: String, required: Bool = false) -> [String]? {
        guard let array = jsonArray(key, required: required) else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(array.count)
        for (index, element) in array.enumerated() {
            if case .string(let string) = element {
                strings.append(string)
            } else {
                decoder.report(
                    .error, .specFieldType, "'\(key)' must hold strings; element \(index) is \(element.typeName)",
                    at: location.appending(key).appending(index))
            }
        }
        return strings
    }

    /// The member `key` as a nested spec object.
    func child<T: SpecObjectDecodable>(_ key: String, _ type: T.Type, required: Bool = false) -> T? {
        guard let value = value(key, required: required) else { return nil }
        return decoder.decode(T.self, from: value, at: location.appending(key))
    }

    /// The member `key` as an inline object or a reference to one.
    func referenceOr<T: ReferenceableObject>(_ key: String, _ type: T.Type, required: Bool = false) -> OpenAPI.ReferenceOr<T>? {
        guard let value = value(key, required: required) else { return nil }
        return decoder.decodeReferenceOr(T.self, from: value, at: location.appending(key))
    }

    /// The member `key` as an array of spec objects; unusable elements are reported and dropped.
    func array<T: SpecObjectDecodable>(_ key: String, _ type: T.Type, required: Bool = false) -> [T] {
        guard let array = jsonArray(key, required: required) else { return [] }
        let base = location.appending(key)
        return array.enumerated().compactMap { decoder.decode(T.self, from: $1, at: base.appending($0)) }
    }

    /// The member `key` as an array of inline objects or references.
    func referenceArray<T: ReferenceableObject>(_ key: String, _ type: T.Type) -> [OpenAPI.ReferenceOr<T>] {
        guard let array = jsonArray(key) else { return [] }
        let base = location.appending(key)
        return array.enumerated().compactMap { decoder.decodeReferenceOr(T.self, from: $1, at: base.appending($0)) }
    }

    /// The member `key` as a map of spec objects, in document order.
    func map<T: SpecObjectDecodable>(_ key: String, _ type: T.Type, required: Bool = false) -> OrderedMap<T> {
        var map = OrderedMap<T>()
        guard let members = jsonObject(key, required: required) else { return map }
        let base = location.appending(key)
        for (name, value) in members {
            if let decoded = decoder.decode(T.self, from: value, at: base.appending(name)) { map[name] = decoded }
        }
        return map
    }

    /// The member `key` as a map of inline objects or references, in document order.
    /// With `shared` (components), inline objects are reused by references that point at them.
    func referenceMap<T: ReferenceableObject>(_ key: String, _ type: T.Type, shared: Bool = false)
        -> OrderedMap<OpenAPI.ReferenceOr<T>>
    {
        var map = OrderedMap<OpenAPI.ReferenceOr<T>>()
        guard let members = jsonObject(key) else { return map }
        let base = location.appending(key)
        for (name, value) in members {
            if let decoded = decoder.decodeReferenceOr(T.self, from: value, at: base.appending(name), shared: shared) {
                map[name] = decoded
            }
        }
        return map
    }

    /// The member `key` as a schema (an object, or in OpenAPI 3.1 a boolean); recorded for compiling.
    func schema(_ key: String, required: Bool = false) -> OpenAPI.SchemaObject? {
        guard let value = value(key, required: required) else { return nil }
        return decoder.schema(from: value, at: location.appending(key))
    }

    /// The `x-` members, in a dictionary; any other member that is not one of the object's `fields` in the document's
    /// OpenAPI version is an error, with the known field it is closest to as a "did you mean" suggestion (or the version
    /// that added it).
    func extensions(known fields: FixedFields) -> [String: JSONValue] {
        var extensions: [String: JSONValue] = [:]
        let known = fields.known(in: version)
        for (key, value) in object where !known.contains(key) {
            if OpenAPI.isExtension(key) {
                extensions[key] = value
            } else if let addedIn = fields.addedIn31.contains(key) ? "3.1" : fields.addedIn32.contains(key) ? "3.2" : nil {
                report(
                    .error, .specFieldUnknown,
                    "'\(key)' is not a field of \(objectNameWithArticle) in OpenAPI \(version.major).\(version.minor); it was added in \(addedIn)",
                    at: key)
            } else {
                let suggestion = NearMiss.closest(to: key, among: known.sorted()).map { "did you mean '\($0)'?" }
                decoder.report(
                    .error, .specFieldUnknown,
                    "'\(key)' is not a field of \(objectNameWithArticle) in OpenAPI \(version.major).\(version.minor) (extensions must start with 'x-')",
                    at: location.appending(key), suggestion: suggestion)
            }
        }
        return extensions
    }

    /// Reports each member of `fields` that is present, as a field that does not apply here and `why`
    /// ("applies only to query parameters").
    func reportMisplaced(_ fields: [String], _ why: String) {
        for field in fields where object[field] != nil {
            report(.error, .specFieldMisplaced, "'\(field)' \(why)", at: field)
        }
    }
}
