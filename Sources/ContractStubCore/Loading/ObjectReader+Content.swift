extension ObjectReader {
    /// The member `key` as a Content map of media types, in document order. From OpenAPI 3.2 an entry may be a `$ref`
    /// to `components/mediaTypes`; it is followed, and an unresolved one is reported and dropped. A key that is not a
    /// media type is reported (``MediaTypeKeyRule``) and kept.
    func content(_ key: String, required: Bool = false) -> OrderedMap<OpenAPI.MediaType> {
        if let members = object[key]?.objectValue {
            MediaTypeKeyRule.check(members, at: location.appending(key), decoder: decoder)
        }
        guard version.isAtLeast32 else { return map(key, OpenAPI.MediaType.self, required: required) }
        var content = OrderedMap<OpenAPI.MediaType>()
        guard let members = jsonObject(key, required: required) else { return content }
        let base = location.appending(key)
        for (name, value) in members {
            if let mediaType = decoder.decodeReferenceOr(OpenAPI.MediaType.self, from: value, at: base.appending(name))?.value {
                content[name] = mediaType
            }
        }
        return content
    }
}
