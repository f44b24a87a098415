import Foundation

/// A JSON value a response body holds and the schema it must satisfy, as the response check reads the body.
package struct SchemaInstance: Sendable {
    /// Where the schema is written.
    package let schema: SpecLocation
    /// The value: the whole body, one item of a stream, or one event's `data` (``EventData``).
    package let instance: JSONValue
    /// Where the value is in the response (`/body`, `/body/2/data`).
    package let pointer: JSONPointer
}

extension ResponseValidator {
    /// The values of `response`'s body that the response check holds against a schema, each with that schema's
    /// location: a JSON body whole, and each item of a stream (for a 3.0/3.1 event stream, each event's `data` as
    /// ``EventData`` reads it). Empty when the status or media type is undeclared, the body is not JSON-like or does not
    /// parse. For checks outside the engine: `make differential` holds these to an independent JSON Schema validator.
    package func schemaInstances(of response: HTTPResponse, for operation: Contract.Operation) -> [SchemaInstance] {
        guard let declared = contract.engine.responsePlan(for: operation, in: contract).declared(for: response.status),
            let header = response.headers["Content-Type"], let type = ContentType(header),
            let media = declared.body.media(for: type)
        else { return [] }
        let schemas = SequentialSchemas(
            key: media.key, media: media.media, version: contract.document.version, documents: SpecDocuments(contract))
        guard let kind = SequentialMediaType(type) else {
            guard type.isJSON, let schema = schemas.whole, let value = try? JSONValue(decodingInstance: response.body) else { return [] }
            return [SchemaInstance(schema: schema.specLocation, instance: value, pointer: InstancePointers.body)]
        }
        var instances: [SchemaInstance] = []
        var items: [JSONValue] = []
        try? SequentialItems.forEach(in: response.body, as: kind, type: type) { item in
            guard case .success(let value) = item.value else { return }
            let pointer = InstancePointers.body.appending(item.index)
            items.append(value)
            guard let itemSchema = schemas.item else { return }
            if let reading = schemas.eventData {
                guard let data = EventData.value(item.text, reading: reading) else { return }
                instances.append(SchemaInstance(schema: itemSchema.specLocation, instance: data, pointer: pointer.appending("data")))
            } else {
                instances.append(SchemaInstance(schema: itemSchema.specLocation, instance: value, pointer: pointer))
            }
        }
        if let whole = schemas.whole {
            instances.append(SchemaInstance(schema: whole.specLocation, instance: .array(items), pointer: InstancePointers.body))
        }
        return instances
    }
}
