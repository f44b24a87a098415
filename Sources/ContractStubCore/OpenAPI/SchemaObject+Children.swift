extension OpenAPI.SchemaObject {
    /// The schema at `json[key]` (an object or a Boolean), one step deeper, if there is one.
    package func child(_ key: String) -> OpenAPI.SchemaObject? {
        json[key].map { OpenAPI.SchemaObject(json: $0, specLocation: specLocation.appending(key)) }
    }

    /// The schema at `json[key][name]`, e.g. `child("properties", "id")`.
    package func child(_ key: String, _ name: String) -> OpenAPI.SchemaObject? {
        json[key]?[name].map { OpenAPI.SchemaObject(json: $0, specLocation: specLocation.appending(key).appending(name)) }
    }

    /// The schemas of the array `json[key]` (`allOf`, `prefixItems`, …), in order.
    package func children(_ key: String) -> [OpenAPI.SchemaObject] {
        guard let array = json[key]?.arrayValue else { return [] }
        return array.indices.map { OpenAPI.SchemaObject(json: array[$0], specLocation: specLocation.appending(key).appending($0)) }
    }

    /// Whether `json[key]` is `true`.
    package func flag(_ key: String) -> Bool { json[key]?.boolValue == true }
}
