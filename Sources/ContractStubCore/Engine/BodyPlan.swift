import Foundation

/// How a request or response body is checked: its declared media types, each with a compiled schema and, for
/// form bodies, the types its fields are coerced to.
struct BodyPlan: Sendable {
    /// One declared media type.
    struct Media: Sendable {
        /// The key as written, e.g. `application/json`.
        let key: String
        /// The media type as written.
        let media: OpenAPI.MediaType
        /// Its compiled schema.
        let schema: Schema?
        /// For form and multipart bodies: the shape of each field, from the schema's properties.
        let fields: [String: ParameterShape]
    }

    /// The media types in spec order.
    let media: [Media]
    /// The index in ``media`` of each key that parses as a media type, with its parsed type (parsed once, not per body).
    private let parsedKeys: [(key: Int, type: ContentType)]
    /// Whether a body must be sent (requests only).
    let required: Bool
    /// Where the body is declared.
    let location: SpecLocation

    init(_ body: OpenAPI.RequestBody, contract: Contract, documents: SpecDocuments) {
        self.init(content: body.content, required: body.required, location: body.specLocation, contract: contract, documents: documents)
    }

    init(content: OrderedMap<OpenAPI.MediaType>, required: Bool, location: SpecLocation, contract: Contract, documents: SpecDocuments) {
        let declared = content.map { key, media in
            Media(key: key, media: media, schema: media.schema.flatMap(contract.schema(for:)), fields: Self.fieldShapes(media, documents))
        }
        media = declared
        parsedKeys = declared.indices.compactMap { index in ContentType(declared[index].key).map { (index, $0) } }
        self.required = required
        self.location = location
    }

    /// The declared keys, for messages.
    var keys: [String] { media.map(\.key) }

    /// The media type that governs a body sent as `type`.
    func media(for type: ContentType) -> Media? {
        type.bestMatch(among: parsedKeys).map { media[$0] }
    }

    /// Checks a request body.
    func check(_ request: HTTPRequest, context: FindingContext, into diagnostics: inout [Diagnostic]) {
        guard request.bodyVisibility == .visible else {
            diagnostics.append(
                context.finding(
                    .warning, .requestBodyHidden,
                    "body not visible: the request was sent in a way that hides its body from URLProtocol (e.g. an upload task on Linux), so it was not checked",
                    rule: location, instance: InstancePointers.body))
            return
        }
        guard let data = request.body, !data.isEmpty else {
            if required {
                diagnostics.append(
                    context.finding(
                        .error, .requestBodyMissing, "a request body (\(keys.joined(separator: ", "))) is required; found none",
                        rule: location.appending("required"), instance: InstancePointers.body))
            }
            return
        }
        check(
            data, contentType: request.headers["Content-Type"], side: "request", direction: .request, context: context, into: &diagnostics)
    }

    /// Checks `data` sent with the `Content-Type` value `header` on `side` (`request` or `response`).
    func check(
        _ data: Data, contentType header: String?, side: String, direction: ValidationDirection, context: FindingContext,
        into diagnostics: inout [Diagnostic]
    ) {
        let contentTypeCode: DiagnosticCode = side == "request" ? .requestBodyContentType : .responseContentType
        guard let header, let type = ContentType(header) else {
            diagnostics.append(
                context.finding(
                    .error, contentTypeCode,
                    "\(side) Content-Type must be one of \(keys.joined(separator: ", ")); found \(header.map { "'\($0)'" } ?? "none")",
                    rule: location.appending("content"), instance: InstancePointers.parameter(.header, "Content-Type")))
            return
        }
        guard let media = media(for: type) else {
            diagnostics.append(
                context.finding(
                    .error, contentTypeCode, "\(side) Content-Type must be one of \(keys.joined(separator: ", ")); found '\(header)'",
                    rule: location.appending("content"), instance: InstancePointers.parameter(.header, "Content-Type")))
            return
        }
        let rule = location.appending("content").appending(media.key)
        let decoded: DecodedBody
        do {
            decoded = try BodyDecoder.decode(data, as: type)
        } catch {
            var finding = error.diagnostic(side: side, operationId: context.operationId)
            finding.specPointer = rule.pointer
            finding.instancePointer = InstancePointers.body
            if rule.documentURL != context.mainURL { finding.file = rule.documentURL.path }
            diagnostics.append(finding)
            return
        }
        guard let schema = media.schema, var instance = decoded.instance else { return }
        if case .fields = decoded { instance = media.coerceFields(instance) }
        diagnostics += context.schemaFindings(schema, instance, direction, under: InstancePointers.body)
    }

    /// The shapes of a form schema's properties.
    private static func fieldShapes(_ media: OpenAPI.MediaType, _ documents: SpecDocuments) -> [String: ParameterShape] {
        guard let schema = media.schema else { return [:] }
        let base = schema.specLocation.documentURL
        let resolved = documents.resolve(schema.json, in: base)
        var shapes: [String: ParameterShape] = [:]
        for (name, property) in resolved["properties"]?.objectValue ?? JSONObject() {
            shapes[name] = ParameterShape(schema: property) { documents.resolve($0, in: base) }
        }
        return shapes
    }
}

extension BodyPlan.Media {
    /// Form fields arrive as text: turns each into the type its property declares (`"2"` → `2` for an integer,
    /// one value → a one-element array for an array property).
    func coerceFields(_ instance: JSONValue) -> JSONValue {
        guard !fields.isEmpty, let object = instance.objectValue else { return instance }
        var coerced = JSONObject()
        for (name, value) in object {
            switch (fields[name], value) {
            case (.primitive(let type)?, .string(let text)):
                coerced[name] = type.coerce(text)
            case (.array(let type)?, .string(let text)):
                coerced[name] = .array([type.coerce(text)])
            case (.array(let type)?, .array(let items)):
                coerced[name] = .array(items.map { item in item.stringValue.map(type.coerce) ?? item })
            default:
                coerced[name] = value
            }
        }
        return .object(coerced)
    }
}
