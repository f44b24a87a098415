import Foundation

/// Synthesizes the body of a sequential media type from its item schema: deterministic, several items (so a stub's
/// stream arrives in several chunks), and for an event stream one event per declared event name (the `const` or
/// `enum` values of the item schema's `event` property, its `oneOf`/`anyOf`/`allOf` branches included), each valid
/// against the item schema. A 3.0/3.1 `text/event-stream` `schema` describes each event's `data` (``EventData``): its
/// stream is several events whose `data` is a value synthesized from it.
struct StreamSynthesis {
    /// The contract the schemas belong to.
    let contract: Contract
    /// The synthesizer of single values.
    let values: ValueSynthesizer

    /// How many items a stream without event names gets.
    static let defaultItemCount = 3

    /// The items for `itemSchema`, or `nil` when no value satisfies it.
    func items(for itemSchema: OpenAPI.SchemaObject, kind: SequentialMediaType) -> [JSONValue]? {
        let chain = SchemaReferenceFollower(contract).resolve(itemSchema)
        let location = chain.end.specLocation
        guard let base = synthesize(at: location.documentURL, location.pointer) else { return nil }
        let compiled = contract.schema(for: itemSchema)
        let isValid = { (value: JSONValue) in compiled?.isValid(value, direction: .response) ?? true }
        let names = kind == .eventStream ? Self.eventNames(in: chain.end.json) : []
        guard !names.isEmpty else { return Array(repeating: base, count: Self.defaultItemCount) }
        let branches = ["oneOf", "anyOf", "allOf"].flatMap { keyword in
            (chain.end.json[keyword]?.arrayValue ?? []).enumerated().map { index, json in
                (pointer: location.pointer.appending(keyword).appending(index), json: json)
            }
        }
        let baseData = contentData(at: location.documentURL, location.pointer, in: chain.end.json)
        var candidates = [Self.withData(base, baseData)]
        for (pointer, json) in branches {
            guard let branch = synthesize(at: location.documentURL, pointer) else { continue }
            let data = contentData(at: location.documentURL, pointer, in: json) ?? baseData
            let fixed = Self.merged(Self.merged(base, branch), Self.constants(in: json))
            candidates.append(Self.withData(fixed, data))
        }
        let items = names.compactMap { name in candidates.lazy.map { Self.named($0, name) }.first(where: isValid) }
        return items.isEmpty ? [base] : items
    }

    /// Events whose `data` is a value of `dataSchema`, written so that ``EventData/value(_:reading:)`` reads it back, or
    /// `nil` when no value satisfies it.
    func events(withData dataSchema: OpenAPI.SchemaObject, reading: EventData.Reading) -> [JSONValue]? {
        let location = dataSchema.specLocation
        guard let data = synthesize(at: location.documentURL, location.pointer) else { return nil }
        let event: JSONValue = ["data": .string(EventData.text(for: data, reading: reading))]
        return Array(repeating: event, count: Self.defaultItemCount)
    }

    /// For an event schema whose `data` holds JSON (`contentMediaType` JSON with a `contentSchema`): that JSON,
    /// synthesized from the content schema and written as text.
    private func contentData(at document: URL, _ pointer: JSONPointer, in schema: JSONValue) -> String? {
        guard let data = schema["properties"]?["data"], SchemaCompiler.isJSONMediaType(data["contentMediaType"]),
            data["contentSchema"] != nil
        else { return nil }
        return synthesize(at: document, pointer.appending("properties").appending("data").appending("contentSchema"))?.serialized()
    }

    /// `item` with its `data` replaced by `data`, when there is one.
    private static func withData(_ item: JSONValue, _ data: String?) -> JSONValue {
        guard let data, var object = item.objectValue else { return item }
        object["data"] = .string(data)
        return .object(object)
    }

    /// The body: the items written as `kind` is (events as `event:`/`id:`/`retry:`/`data:` blocks, JSON Lines, RS-led
    /// JSON Text Sequences).
    static func encode(_ items: [JSONValue], as kind: SequentialMediaType) -> Data {
        var text = ""
        for item in items {
            switch kind {
            case .eventStream:
                text += eventBlock(item)
            case .jsonLines:
                text += item.serialized() + "\n"
            case .jsonSequence:
                text += "\u{1E}" + item.serialized() + "\n"
            case .multipartMixed:
                break
            }
        }
        return Data(text.utf8)
    }

    /// One event block; a `data` that is not a string is written as JSON.
    private static func eventBlock(_ item: JSONValue) -> String {
        var block = ""
        if let event = item["event"]?.stringValue { block += "event: \(event)\n" }
        if let id = item["id"]?.stringValue { block += "id: \(id)\n" }
        if let retry = item["retry"], case .number = retry { block += "retry: \(retry.serialized())\n" }
        let data = item["data"].map { $0.stringValue ?? $0.serialized() } ?? ""
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) { block += "data: \(line)\n" }
        return block + "\n"
    }

    private func synthesize(at document: URL, _ pointer: JSONPointer) -> JSONValue? {
        values.synthesize(documentURI: document, pointer: pointer, direction: .response).value
    }

    /// The event names an item schema declares, in order of appearance, each once.
    static func eventNames(in schema: JSONValue) -> [String] {
        var names: [String] = []
        func collect(_ schema: JSONValue) {
            if let event = schema["properties"]?["event"] {
                for value in [event["const"]].compactMap({ $0 }) + (event["enum"]?.arrayValue ?? []) {
                    if let name = value.stringValue, !names.contains(name) { names.append(name) }
                }
            }
            for keyword in ["oneOf", "anyOf", "allOf"] { schema[keyword]?.arrayValue?.forEach(collect) }
        }
        collect(schema)
        return names
    }

    /// The properties a branch pins with `const` (or a one-value `enum`), as an object: a branch that adds no
    /// required property synthesizes as `{}`, yet its `const`s are what tells its items apart.
    private static func constants(in branch: JSONValue) -> JSONValue {
        var object = JSONObject()
        for (name, property) in branch["properties"]?.objectValue ?? JSONObject() {
            if let value = property["const"] ?? property["enum"]?.arrayValue.flatMap({ $0.count == 1 ? $0[0] : nil }) {
                object[name] = value
            }
        }
        return .object(object)
    }

    /// `base` with the members of `branch` written over it (objects only).
    private static func merged(_ base: JSONValue, _ branch: JSONValue) -> JSONValue {
        guard var object = base.objectValue, let overrides = branch.objectValue else { return branch }
        for (key, value) in overrides { object[key] = value }
        return .object(object)
    }

    /// `item` with its `event` set to `name`.
    private static func named(_ item: JSONValue, _ name: String) -> JSONValue {
        guard var object = item.objectValue else { return item }
        object["event"] = .string(name)
        return .object(object)
    }
}

extension Contract {
    /// The event names `operation`'s `text/event-stream` responses declare in their item schemas (see
    /// ``StreamSynthesis/eventNames(in:)``), each once, in document order; a 3.0/3.1 `schema` describes the events'
    /// `data`, not their names.
    package func declaredEventNames(of operation: Contract.Operation) -> [String] {
        let documents = SpecDocuments(self)
        var names: [String] = []
        for declared in operation.responses {
            for (key, media) in declared.response.content where ContentType(key).flatMap(SequentialMediaType.init) == .eventStream {
                let schemas = SequentialSchemas(key: key, media: media, version: document.version, documents: documents)
                guard let item = schemas.item, schemas.eventData == nil else { continue }
                let resolved = SchemaReferenceFollower(self).resolve(item).end.json
                for name in StreamSynthesis.eventNames(in: resolved) where !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}
