import Foundation

/// Reads a Swagger 2.0 document as the OpenAPI 3.0 document it means, so the one 3.x reader (``SpecDecoder``) and
/// everything after it work on 2.0 unchanged.
///
/// `host`/`basePath`/`schemes` become `servers`; `definitions`, `parameters`, `responses` and `securityDefinitions`
/// become components (local `$ref`s rewritten); `consumes`/`produces` become the media types of bodies and
/// responses; `in: body` and `in: formData` parameters become request bodies; `collectionFormat` becomes
/// `style`/`explode`. It reports what only 2.0 forbids (unknown 2.0 fields, `in` combinations) at pointers into the
/// converted document, and ``origins`` maps every converted pointer back to the 2.0 document.
///
/// ```swift
/// let conversion = Swagger2Converter(root: object, url: specURL, roots: roots).convert()
/// conversion.json["components"]?["schemas"]     // the 2.0 definitions
/// ```
final class Swagger2Converter {
    /// The 2.0 document.
    let root: JSONObject
    /// Where it was read from (external `$ref`s resolve against it).
    let url: URL
    /// The folders external `$ref`s may read files from.
    let roots: ReferenceRoots
    /// Where each converted part came from (when recorded).
    var origins: Swagger2Origins
    /// What 2.0 forbids, at pointers into the converted document.
    private var diagnostics: [Diagnostic] = []
    /// Whether a finding was reported (at an untracked place: it was not kept).
    private var foundSomething = false
    private var externalDocuments: [URL: JSONValue?] = [:]
    /// What each `$ref` met so far names (``reference(_:)``).
    private var references: [String: Swagger2Reference] = [:]
    /// Whether a schema `$ref` met so far names a place in this document that is not a definition (read after
    /// converting the definitions: ``Swagger2Definitions``).
    var refersOutsideDefinitions = false

    /// The OpenAPI version a conversion is written in.
    static let openAPIVersion = "3.0.3"

    /// A converter of the 2.0 document `root`, read from `url`; `recordingOrigins: false` when nothing will be
    /// mapped back (loading: findings are located later, from the file, by ``Swagger2Origins/ofFile(data:url:)``).
    init(root: JSONObject, url: URL, roots: ReferenceRoots, recordingOrigins: Bool = true) {
        self.root = root
        self.url = url
        self.roots = roots
        origins = Swagger2Origins(recording: recordingOrigins)
    }

    /// The converted document, its origins and the findings. The untracked pass takes the converted definitions from
    /// `definitions` when given (converted there once, maybe on another thread: ``Swagger2Definitions``).
    ///
    /// Unless origins are recorded, the document is first converted with untracked places: most documents have no
    /// finding, and then no pointer is ever built. When something is found, it is converted again with places.
    func convert(definitions: Swagger2Definitions? = nil) -> (json: JSONValue, origins: Swagger2Origins, diagnostics: [Diagnostic]) {
        if !origins.isRecording {
            let json = convert(at: .untracked, definitions: definitions)
            guard foundSomething else { return (json, origins, diagnostics) }
        }
        let json = convert(at: Swagger2Place(converted: .root, original: .root))
        return (json, origins, diagnostics)
    }

    /// The converted document, with places kept as `top` keeps them (the definitions from `definitions`, if given).
    private func convert(at top: Swagger2Place, definitions: Swagger2Definitions? = nil) -> JSONValue {
        foundSomething = false
        diagnostics = []
        checkFields(of: root, known: Swagger2Fields.document, objectName: "a Swagger Object", at: top)
        var converted = JSONObject(minimumCapacity: root.count)
        converted["openapi"] = .string(Self.openAPIVersion)
        converted.appendMembers(["info", "externalDocs", "tags", "security"], of: root)
        if let servers = servers(schemes: root["schemes"], at: top) {
            converted["servers"] = servers
        }
        converted["paths"] = root["paths"].map { paths(from: $0, at: top.appending("paths")) } ?? .object(JSONObject())
        let components = components(at: top.appending("components"), definitions: definitions)
        if !components.isEmpty { converted["components"] = .object(components) }
        converted.appendMembers(of: root, where: OpenAPI.isExtension)
        return .object(converted)
    }

    /// The converted definitions as the untracked pass converts them, with whether converting them found something.
    func convertedDefinitions() -> Swagger2Definitions.Conversion {
        foundSomething = false
        refersOutsideDefinitions = false
        let schemas = definitions(at: Swagger2Place.untracked.appending("components")) ?? JSONObject()
        return Swagger2Definitions.Conversion(
            schemas: schemas, foundSomething: foundSomething, refersOutsideDefinitions: refersOutsideDefinitions)
    }

    /// The `servers` of `host`, `basePath` and `schemes` (2.0's default scheme is the one the spec was read with:
    /// `https` here); `nil` when neither `host` nor `basePath` is given (any host, as in 3.x).
    func servers(schemes: JSONValue?, at place: Swagger2Place) -> JSONValue? {
        let host = root["host"]?.stringValue
        let basePath = root["basePath"]?.stringValue ?? ""
        guard host != nil || !basePath.isEmpty else { return nil }
        origins.record(converted: place.converted.appending("servers"), original: JSONPointer(tokens: [host != nil ? "host" : "basePath"]))
        guard let host else { return .array([Swagger2Schema.object("url", .string(basePath))]) }
        let names = schemes?.arrayValue?.compactMap(\.stringValue) ?? []
        return .array((names.isEmpty ? ["https"] : names).map { Swagger2Schema.object("url", .string("\($0)://\(host)\(basePath)")) })
    }

    /// `components` (at `place`): schemas (from `definitions` when given and `place` is untracked), parameters,
    /// request bodies, responses and security schemes.
    private func components(at place: Swagger2Place, definitions: Swagger2Definitions?) -> JSONObject {
        var components = JSONObject()
        if let definitions, !place.isTracked {
            let conversion = definitions.conversion
            foundSomething = foundSomething || conversion.foundSomething
            components["schemas"] = .object(conversion.schemas)
        } else if let schemas = self.definitions(at: place) {
            components["schemas"] = .object(schemas)
        }
        if let parameters = root["parameters"]?.objectValue {
            var plain = JSONObject()
            var bodies = JSONObject()
            for (name, parameter) in parameters {
                let original = place.moved(converted: .root, original: JSONPointer(tokens: ["parameters", name])).original
                let kind = parameter["in"]?.stringValue
                if kind == "body" {
                    let at = place.moved(converted: place.converted.appending("requestBodies").appending(name), original: original)
                    bodies.appendMember(name, requestBody(from: parameter, mediaTypes: mediaTypes("consumes", of: nil), at: at))
                } else if kind != "formData", case .object(let object) = parameter {
                    let at = place.moved(converted: place.converted.appending("parameters").appending(name), original: original)
                    plain.appendMember(name, self.parameter(from: object, at: at))
                }
            }
            if !plain.isEmpty { components["parameters"] = .object(plain) }
            if !bodies.isEmpty { components["requestBodies"] = .object(bodies) }
        }
        if let responses = root["responses"]?.objectValue {
            var converted = JSONObject(minimumCapacity: responses.count)
            for (name, response) in responses {
                let at = place.moved(
                    converted: place.converted.appending("responses").appending(name),
                    original: JSONPointer(tokens: ["responses", name]))
                converted.appendMember(name, self.response(from: response, produces: mediaTypes("produces", of: nil), at: at))
            }
            components["responses"] = .object(converted)
        }
        if let definitions = root["securityDefinitions"]?.objectValue {
            var schemes = JSONObject()
            for (name, definition) in definitions {
                let at = place.moved(
                    converted: place.converted.appending("securitySchemes").appending(name),
                    original: JSONPointer(tokens: ["securityDefinitions", name]))
                schemes.appendMember(name, securityScheme(from: definition, at: at))
            }
            components["securitySchemes"] = .object(schemes)
        }
        return components
    }

    /// The converted definitions (at `place`, the components), or `nil` when the document has none.
    private func definitions(at place: Swagger2Place) -> JSONObject? {
        guard let definitions = root["definitions"]?.objectValue else { return nil }
        origins.record(converted: place.converted.appending("schemas"), original: "/definitions")
        var schemas = JSONObject(minimumCapacity: definitions.count)
        for (name, definition) in definitions {
            let at = place.moved(
                converted: place.converted.appending("schemas").appending(name), original: JSONPointer(tokens: ["definitions", name]))
            schemas.appendMember(name, schema(definition, at: at))
        }
        return schemas
    }

    /// The media types of `key` (`consumes` or `produces`) for an operation: its own, else the document's, else JSON.
    func mediaTypes(_ key: String, of operation: JSONObject?) -> [String] {
        let listed = (operation?[key] ?? root[key])?.arrayValue?.compactMap(\.stringValue) ?? []
        return listed.isEmpty ? ["application/json"] : listed
    }

    /// Reports each member of `object` that is neither in `known` nor an `x-` extension, with the nearest known name
    /// (`objectName` and `place` are worked out only then).
    func checkFields(
        of object: JSONObject, known: Swagger2FieldNames, objectName: @autoclosure () -> String, at place: @autoclosure () -> Swagger2Place
    ) {
        for (key, _) in object where !known.contains(key) && !OpenAPI.isExtension(key) {
            let suggestion = NearMiss.closest(to: key, among: known.sorted).map { "did you mean '\($0)'?" }
            report(
                .specFieldUnknown,
                "'\(key)' is not a field of \(objectName()) in Swagger 2.0 (extensions must start with 'x-')",
                at: place().appending(key), suggestion: suggestion)
        }
    }

    /// Records a finding at `place` (its converted pointer, which ``origins`` maps back).
    func report(
        _ code: DiagnosticCode, _ message: String, at place: Swagger2Place, severity: Diagnostic.Severity? = nil,
        suggestion: String? = nil
    ) {
        foundSomething = true
        guard place.isTracked else { return }
        origins.record(converted: place.converted, original: place.original)
        diagnostics.append(
            Diagnostic(
                severity ?? code.severity, code: code, message: message, at: Diagnostic.Location(pointer: place.converted),
                suggestion: suggestion))
    }

    /// What the `$ref` `ref` names: the object, read from this document or (under ``roots``) another file, with where
    /// it is.
    func reference(_ ref: String) -> Swagger2Reference {
        if let known = references[ref] { return known }
        let reference = Swagger2Reference(target: lookUp(ref))
        references[ref] = reference
        return reference
    }

    /// The object `ref` names, looked up.
    private func lookUp(_ ref: String) -> (object: JSONObject, local: JSONPointer?)? {
        guard let target = try? ReferenceTarget.parse(ref, relativeTo: url), case .pointer(let pointer) = target.fragment
        else { return nil }
        let document: JSONValue?
        if target.documentURL == url {
            document = .object(root)
        } else if let known = externalDocuments[target.documentURL] {
            document = known
        } else {
            document = try? ReferencedFile.read(target.documentURL, roots: roots)
            externalDocuments[target.documentURL] = document
        }
        guard let object = document?[pointer]?.objectValue else { return nil }
        return (object, target.documentURL == url ? pointer : nil)
    }
}
