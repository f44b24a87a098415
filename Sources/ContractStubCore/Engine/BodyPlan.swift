import Foundation

/// How a request or response body is checked: its declared media types, each with a compiled schema and, for
/// form bodies, the types its fields are coerced to.
struct BodyPlan: Sendable {
    /// One declared media type; a class, so that choosing it for a body copies one reference, not its fields.
    final class Media: Sendable {
        /// The key as written, e.g. `application/json`.
        let key: String
        /// The media type as written.
        let media: OpenAPI.MediaType
        /// Its compiled schema (of the whole body; for a sequential media type, of all its items as an array).
        let schema: Schema?
        /// For form and multipart bodies: the shape of each field, from the schema's properties.
        let fields: [String: ParameterShape]
        /// For a sequential media type: the compiled schema of each item (``SequentialSchemas``).
        let itemSchema: Schema?
        /// How each event's `data` is read when `itemSchema` describes the data rather than the event (a 3.0/3.1
        /// `text/event-stream`); `nil` when it describes the item.
        let eventData: EventData.Reading?
        /// `schema` laid out for the validating scan of JSON bodies (`nil` without a schema, or when it has no plan);
        /// held here so that checking a body takes no lock (``Schema/scanPlan`` makes it once, under one).
        let scanPlan: ScanPlan?

        init(
            key: String, media: OpenAPI.MediaType, schema: Schema?, fields: [String: ParameterShape], itemSchema: Schema?,
            eventData: EventData.Reading?
        ) {
            self.key = key
            self.media = media
            self.schema = schema
            self.fields = fields
            self.itemSchema = itemSchema
            self.eventData = eventData
            scanPlan = schema?.scanPlan
        }
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
        let version = contract.document.version
        let declared = content.map { key, media in
            let schemas = SequentialSchemas(key: key, media: media, version: version, documents: documents)
            let schema = schemas.whole.flatMap(contract.schema(for:))
            return Media(
                key: key, media: media, schema: schema, fields: FormFields.shapes(of: media.schema, documents),
                itemSchema: schemas.item.flatMap(contract.schema(for:)), eventData: schemas.eventData)
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
        guard let found = self.media(forContentType: header, side: side, context: context, into: &diagnostics) else { return }
        let (media, type) = found
        let rule = location.appending("content").appending(media.key)
        if let stream = streamCheck(media, type, side: side, direction: direction, context: context) {
            return stream.check(data, into: &diagnostics)
        }
        // A JSON body the validating scan shows valid has no findings; any other answer leaves them to the tree.
        if type.isJSON, let plan = media.scanPlan, SchemaScan.scan(data, plan: plan, direction: direction) == .valid { return }
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

    /// The media type that governs a body sent with the `Content-Type` value `header` on `side`, with the type parsed;
    /// `nil` after appending the `*.content-type` finding when there is none.
    func media(
        forContentType header: String?, side: String, context: FindingContext, into diagnostics: inout [Diagnostic]
    ) -> (Media, ContentType)? {
        let contentTypeCode: DiagnosticCode = side == "request" ? .requestBodyContentType : .responseContentType
        guard let header, let type = ContentType(header), let media = media(for: type) else {
            let found = header.map { "'\($0)'" } ?? "none"
            diagnostics.append(
                context.finding(
                    .error, contentTypeCode, "\(side) Content-Type must be one of \(keys.joined(separator: ", ")); found \(found)",
                    rule: location.appending("content"), instance: InstancePointers.parameter(.header, "Content-Type")))
            return nil
        }
        return (media, type)
    }

    /// The item-by-item check of a body of `media` sent as `type`, or `nil` when `type` is not a sequential media type.
    func streamCheck(
        _ media: Media, _ type: ContentType, side: String, direction: ValidationDirection, context: FindingContext
    ) -> StreamCheck? {
        guard let kind = SequentialMediaType(type) else { return nil }
        let rule = location.appending("content").appending(media.key)
        return StreamCheck(media: media, kind: kind, type: type, rule: rule, direction: direction, side: side, context: context)
    }
}

extension BodyPlan.Media {
    /// Form fields arrive as text: turns each into the type its property declares (see ``FormFields``).
    func coerceFields(_ instance: JSONValue) -> JSONValue {
        FormFields.coerce(instance, shapes: fields)
    }
}
