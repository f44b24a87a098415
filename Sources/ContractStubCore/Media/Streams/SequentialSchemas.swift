/// Which schema of a Media Type Object checks what. For a sequential media type (``SequentialMediaType``) OpenAPI 3.2
/// applies `itemSchema` to each item and `schema` to the whole stream as an array. OpenAPI 3.0 and 3.1 have no
/// `itemSchema`, and specs for them usually put the schema of one event under `schema` of `text/event-stream` (or of
/// JSON Lines): there, a `schema` whose `type` is not `array` is applied to each item (`spec.media.item-schema` warns
/// and suggests 3.2's `itemSchema`). For `text/event-stream` such a 3.0/3.1 `schema` describes each event's `data`
/// (parsed as JSON when it parses), as real specs mean it; 3.2's `itemSchema` describes the event object.
struct SequentialSchemas {
    /// The schema of the whole body (of all items as an array, for a sequential media type).
    let whole: OpenAPI.SchemaObject?
    /// The schema of each item of a sequential media type.
    let item: OpenAPI.SchemaObject?
    /// How each event's `data` is read when ``item`` describes the data rather than the event object (a 3.0/3.1
    /// `text/event-stream`); `nil` when it describes the item itself.
    let eventData: EventData.Reading?

    init(key: String, media: OpenAPI.MediaType, version: OpenAPIVersion, documents: SpecDocuments) {
        guard let type = ContentType(key), let kind = SequentialMediaType(type), !version.isAtLeast32,
            let schema = media.schema, Self.describesOneItem(schema, documents)
        else {
            (whole, item, eventData) = (media.schema, media.itemSchema, nil)
            return
        }
        let declaredType = documents.resolve(schema.json, in: schema.specLocation.documentURL)["type"]
        (whole, item, eventData) = (nil, schema, kind == .eventStream ? EventData.Reading(type: declaredType) : nil)
    }

    /// Whether a 3.0/3.1 `schema` of a sequential media type describes one item: its `type` (after `$ref`s) is not
    /// `array`.
    static func describesOneItem(_ schema: OpenAPI.SchemaObject, _ documents: SpecDocuments) -> Bool {
        let resolved = documents.resolve(schema.json, in: schema.specLocation.documentURL)
        switch resolved["type"] {
        case .string("array")?: return false
        case .array(let types)? where types.contains(.string("array")): return false
        default: return true
        }
    }
}

extension Contract {
    /// The `schema`s of sequential media types that a 3.0/3.1 document makes apply to each item (see
    /// ``SequentialSchemas``), with the media type key and whether it describes each event's `data` (an event
    /// stream): what `spec.media.item-schema` warns about. Empty for 3.2.
    package func perItemSchemas(
        in content: OrderedMap<OpenAPI.MediaType>
    ) -> [(key: String, schema: OpenAPI.SchemaObject, describesEventData: Bool)] {
        guard !document.version.isAtLeast32 else { return [] }
        let documents = SpecDocuments(self)
        return content.compactMap { key, media in
            guard let type = ContentType(key), let kind = SequentialMediaType(type), let schema = media.schema,
                SequentialSchemas.describesOneItem(schema, documents)
            else { return nil }
            return (key, schema, kind == .eventStream)
        }
    }
}

extension Contract {
    /// The schema of the whole body and the schema of each item of `media`, declared under `key`, as checking reads
    /// them (``SequentialSchemas``): a 3.0/3.1 stream's one-item `schema` is its item schema (for an event stream, the
    /// schema of each event's `data`).
    package func bodySchemas(of media: OpenAPI.MediaType, key: String) -> (whole: OpenAPI.SchemaObject?, item: OpenAPI.SchemaObject?) {
        let schemas = SequentialSchemas(key: key, media: media, version: document.version, documents: SpecDocuments(self))
        return (schemas.whole, schemas.item)
    }
}
