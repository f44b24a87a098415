import Foundation

/// Produces spec-conformant stub responses; deterministic. Cheap to make: it synthesizes
/// with the contract's own schema compiler (``ContractEngine``). Thread-safe.
///
/// - Status: the one asked for (it must be covered by an exact code, a range or `default`); else the lowest
///   declared exact 2xx; else 200 when a `2XX` range or `default` is declared (a `default`-only operation describes
///   every status, and success is what a stub without instructions should answer); else the first declared key
///   (an exact code, or `N00` for a range).
/// - Media type: the one asked for (`contentType`; the response must declare it, else `stub.media-type.undeclared`);
///   else the declared type the request's `Accept` prefers (quality values and wildcards honoured; spec order breaks
///   ties); else the first declared one (``AnswerMediaType``). Keys that are not media types (`json`, `undefined`)
///   are skipped; when every key is one, `stub.body.unsatisfiable`. A media range (`image/*`) is answered with a
///   concrete member of it (``MediaRangeMember``): the one `Accept` names, else a default per top-level type
///   (`image/png`, `text/plain`, `audio/wav`, `video/mp4`, `multipart/form-data`; for `*/*` and `application/*`,
///   `application/json` when the schema describes a value other than bytes, else `application/octet-stream`).
/// - Body: the example named `example` when given; else the first `example`/`examples` entry that is valid
///   against the schema; else a value synthesized from the schema (``ValueSynthesizer``). A stream (a sequential
///   media type with an item schema) without examples gets several synthesized items, one event per declared event
///   name (``StreamSynthesis``). A multipart body has one part per property (per item for `multipart/mixed`) and a
///   `boundary` in its `Content-Type`. Content without a schema or example, and a synthesized string in a type read
///   as bytes (`image/png` with `type: string, format: binary`), get the type's smallest well-formed body
///   (``MinimalBody``: a 1×1 PNG, an empty PDF page, `{}`, …), never an empty one, which the response check refuses
///   where content is declared; when the only body there is would be empty, `stub.body.unsatisfiable`.
/// - Headers: `Content-Type`, and every required response header from its example, else synthesized.
///
/// ```swift
/// let stub = try ResponseSynthesizer(contract: contract).response(for: contract.operation("showPetById")!)
/// stub.status  // 200
/// String(decoding: stub.body, as: UTF8.self)  // {"id":1,"name":"Rex","tag":"dog"}
/// ```
package final class ResponseSynthesizer: Sendable {
    /// The contract responses are made for.
    package let contract: Contract
    private let values: ValueSynthesizer

    /// A synthesizer for `contract`, sharing its compiled schemas.
    package init(contract: Contract) {
        self.contract = contract
        values = contract.engine.values
    }

    /// The response for `operation` with `status` (default: see the type's documentation), using the example
    /// named `example` when given, in the media type `contentType` when given, else negotiated against the `Accept`
    /// header of `request`. With `ignoringExamples`, the body is synthesized from the schema even where the spec gives
    /// examples (the mock server's `Prefer: dynamic=true`); a named `example` still wins.
    /// - Throws: ``SynthesisError`` when the status is not declared, the named example does not exist, the response
    ///   does not declare `contentType` or no body can be built; for an operation a broken `$ref` breaks (see
    ///   ``Contract``'s error policy), with the code of its first reference failure (`ref.unresolved`, `ref.type`, …)
    ///   and a message naming each reference and its pointer.
    package func response(
        for operation: Contract.Operation, status: Int? = nil, example: String? = nil, contentType: String? = nil,
        request: HTTPRequest? = nil, ignoringExamples: Bool = false
    ) throws(SynthesisError) -> HTTPResponse {
        if let failure = operation.referenceFailures.first {
            let reasons = operation.referenceFailures.map { "\($0.message) (at '\($0.specPointer?.description ?? "")')" }
            throw SynthesisError(
                code: DiagnosticCode.named(failure.code) ?? .refUnresolved,
                message: "\(Self.name(operation)) cannot be answered: a $ref it reads cannot be followed: "
                    + reasons.joined(separator: "; "))
        }
        let chosen: Int
        if let status { chosen = status } else { chosen = try Self.defaultStatus(of: operation) }
        guard let declared = operation.response(for: chosen) else {
            throw SynthesisError(
                code: .stubStatusUndeclared,
                message: "\(Self.name(operation)) declares no response for status \(chosen); declared: \(Self.declaredKeys(operation))")
        }
        var headers = HTTPHeaders()
        var body = Data()
        let subject = "\(Self.name(operation)) response \(declared.key)"
        if let answer = try AnswerMediaType(
            declared.response.content, asked: contentType, accept: request?.headers["Accept"], subject: subject,
            structured: { media in
                let documents = SpecDocuments(contract)
                return MediaRangeMember.isStructured(media) { documents.resolve($0.json, in: $0.specLocation.documentURL) }
            })
        {
            let written = try self.body(
                answer.media, type: answer.type, example: example, ignoringExamples: ignoringExamples, operation: operation,
                declared: declared)
            headers["Content-Type"] = written.type.description
            body = written.data
            let isHead = request.map { $0.isMethod("HEAD") } ?? false
            if body.isEmpty, chosen != 204, chosen != 304, !isHead {
                throw SynthesisError(
                    code: .stubBodyUnsatisfiable,
                    message:
                        "\(subject): the only body there is for \(written.type.essence) is empty, and a response that declares content is not answered empty (response.body.missing)"
                )
            }
        } else if let example {
            throw SynthesisError(
                code: .stubExampleUnknown,
                message: "\(Self.name(operation)) response \(declared.key) has no content, so no example '\(example)'")
        }
        for (name, header) in declared.response.headers where name.lowercased() != "content-type" {
            guard let header = header.value, header.required, let value = headerValue(header) else { continue }
            headers[name] = value
        }
        return HTTPResponse(status: chosen, headers: headers, body: body)
    }

    /// The lowest exact 2xx, else 200 for a `2XX` range or `default`, else the first declared key.
    static func defaultStatus(of operation: Contract.Operation) throws(SynthesisError) -> Int {
        let keys = operation.responses.map(\.key)
        if let lowest = keys.compactMap({ key -> Int? in
            if case .status(let code) = key, (200..<300).contains(code) { return code }
            return nil
        }).min() {
            return lowest
        }
        if keys.contains(where: { $0 == .range(2) || $0 == .default }) { return 200 }
        switch keys.first {
        case .status(let code)?: return code
        case .range(let leading)?: return leading * 100
        case .default?, nil:
            throw SynthesisError(code: .stubStatusUndeclared, message: "\(name(operation)) declares no responses")
        }
    }

    /// The body in `type`, and the `Content-Type` it is sent with (`type`, with a `boundary` for a multipart body).
    private func body(
        _ media: OpenAPI.MediaType, type: ContentType, example: String?, ignoringExamples: Bool, operation: Contract.Operation,
        declared: Contract.Operation.DeclaredResponse
    ) throws(SynthesisError) -> (data: Data, type: ContentType) {
        let examples = ignoringExamples ? [] : Self.examples(of: media)
        if example == nil, examples.isEmpty, let kind = SequentialMediaType(type), kind != .multipartMixed,
            case let schemas = SequentialSchemas(
                key: type.essence, media: media, version: contract.document.version, documents: SpecDocuments(contract)),
            let itemSchema = schemas.item
        {
            let streams = StreamSynthesis(contract: contract, values: values)
            let synthesized =
                schemas.eventData.map { streams.events(withData: itemSchema, reading: $0) } ?? streams.items(for: itemSchema, kind: kind)
            guard let items = synthesized else {
                throw SynthesisError(
                    code: .stubBodyUnsatisfiable,
                    message:
                        "\(Self.name(operation)) response \(declared.key): no item satisfies the item schema at \(itemSchema.specLocation)")
            }
            return (StreamSynthesis.encode(items, as: kind), type)
        }
        let schema = media.schema.flatMap(contract.schema(for:))
        let value: JSONValue
        var synthesized = false
        if let example {
            guard let named = media.examples[example]?.value?.value else {
                let names = media.examples.keys
                throw SynthesisError(
                    code: .stubExampleUnknown,
                    message:
                        "\(Self.name(operation)) response \(declared.key) has no example named '\(example)'; available: \(names.isEmpty ? "none" : names.joined(separator: ", "))"
                )
            }
            value = named
        } else if let found = examples.first(where: { schema?.isValid($0, direction: .response) ?? true }) {
            value = found
        } else if let schemaObject = media.schema {
            synthesized = true
            let location = schemaObject.specLocation
            let result = values.synthesize(documentURI: location.documentURL, pointer: location.pointer, direction: .response)
            guard let synthesized = result.value else {
                let reason = result.notes.isEmpty ? "" : " (\(result.notes.joined(separator: "; ")))"
                throw SynthesisError(
                    code: .stubBodyUnsatisfiable,
                    message:
                        "\(Self.name(operation)) response \(declared.key): found no value that satisfies the schema at \(location), and there is no valid example\(reason)"
                )
            }
            value = synthesized
        } else {
            return Self.written(nil, as: type, synthesized: true)
        }
        return Self.written(value, as: type, synthesized: synthesized)
    }

    /// The bytes of `value` in `type` and the `Content-Type` to send them with: a multipart type is written as parts
    /// (``MultipartBody/write(_:boundary:named:)``) with a `boundary`; without a value (no schema, no example), or when
    /// the type is read as bytes (not JSON, text, form or multipart) and its synthesized value is a string (a schema
    /// such as `type: string, format: binary` says "bytes") or encodes to nothing, the ``MinimalBody`` of the type.
    static func written(_ value: JSONValue?, as type: ContentType, synthesized: Bool) -> (data: Data, type: ContentType) {
        if type.type == "multipart" {
            let base = type.parameters["boundary"] ?? "contractstub-boundary"
            let mixed = type.essence == "multipart/mixed"
            let values: [(name: String, value: JSONValue)]
            switch value {
            case .array(let items)? where mixed: values = items.map { (name: "", value: $0) }
            case .object(let object)? where !mixed: values = object.map { (name: $0.key, value: $0.value) }
            case let other? where mixed: values = [(name: "", value: other)]
            default: values = []
            }
            let (data, boundary) = MultipartBody.write(values, boundary: base, named: !mixed)
            return (data, ContentType("\(type.essence); boundary=\(boundary)")!)
        }
        let readsAsBytes = !type.isJSON && type.type != "text" && type.essence != "application/x-www-form-urlencoded"
        guard let value else { return (MinimalBody.bytes(for: type), type) }
        if readsAsBytes, synthesized, case .string = value { return (MinimalBody.bytes(for: type), type) }
        let data = encode(value, as: type)
        if data.isEmpty, readsAsBytes { return (MinimalBody.bytes(for: type), type) }
        return (data, type)
    }

    /// `example`, then each `examples` value, in spec order.
    static func examples(of media: OpenAPI.MediaType) -> [JSONValue] {
        var values: [JSONValue] = []
        if let example = media.example { values.append(example) }
        for (_, example) in media.examples {
            if let value = example.value?.value { values.append(value) }
        }
        return values
    }

    /// A header value: its example, else synthesized from its schema; written in `simple` style.
    private func headerValue(_ header: OpenAPI.Header) -> String? {
        let value =
            header.example ?? header.examples.values.lazy.compactMap { $0.value?.value }.first
            ?? header.schema.flatMap { schema in
                values.synthesize(documentURI: schema.specLocation.documentURL, pointer: schema.specLocation.pointer, direction: .response)
                    .value
            }
        return value.map(Self.simpleStyle)
    }

    /// `simple` style: scalars as text, arrays joined with commas, objects as `key,value,…`.
    static func simpleStyle(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return text
        case .array(let items): return items.map(simpleStyle).joined(separator: ",")
        case .object(let object): return object.map { "\($0.key),\(simpleStyle($0.value))" }.joined(separator: ",")
        default: return value.serialized()
        }
    }

    /// The bytes of `value` in `type`: JSON, form fields, or the text of a string.
    static func encode(_ value: JSONValue, as type: ContentType) -> Data {
        if type.isJSON { return value.serializedData() }
        if type.essence == "application/x-www-form-urlencoded", let object = value.objectValue {
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            func escape(_ text: String) -> String { text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text }
            return Data(object.map { "\(escape($0.key))=\(escape(simpleStyle($0.value)))" }.joined(separator: "&").utf8)
        }
        if case .string(let text) = value { return Data(text.utf8) }
        return value.serializedData()
    }

    /// The declared media type `accept` prefers, else the first declared; keys that are not media types are skipped
    /// (`nil` when no key is one).
    static func negotiate(_ content: OrderedMap<OpenAPI.MediaType>, accept: String?) -> (key: String, media: OpenAPI.MediaType)? {
        let declared = content.compactMap { key, media in ContentType(key).map { (key: key, media: media, type: $0) } }
        guard let first = declared.first else { return nil }
        guard let accept, !accept.isEmpty else { return (first.key, first.media) }
        let ranges = MediaRange.parse(accept)
        var best: (quality: Double, key: String, media: OpenAPI.MediaType)?
        for (key, media, type) in declared {
            let quality = MediaRange.quality(of: type, in: ranges)
            if quality > 0, quality > (best?.quality ?? 0) { best = (quality, key, media) }
        }
        return best.map { ($0.key, $0.media) } ?? (first.key, first.media)
    }

    static func name(_ operation: Contract.Operation) -> String {
        operation.operationId ?? "\(operation.method) \(operation.path)"
    }

    private static func declaredKeys(_ operation: Contract.Operation) -> String {
        let keys = operation.responses.map(\.key.description)
        return keys.isEmpty ? "none" : keys.joined(separator: ", ")
    }
}
