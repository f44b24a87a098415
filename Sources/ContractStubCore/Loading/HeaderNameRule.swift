/// Header names are HTTP tokens (RFC 9110 §5.1; ``HTTPToken``). The OpenAPI 3.2 schema checks
/// the names of header parameters and the keys of `headers` maps; earlier versions left them unchecked.
enum HeaderNameRule {
    /// Reports each key of the map `key` of the object `reader` reads that is not a token (OpenAPI 3.2).
    static func check(keysOf key: String, _ reader: ObjectReader) {
        guard reader.version.isAtLeast32, let members = reader.object[key]?.objectValue else { return }
        for (name, _) in members where !HTTPToken.isToken(name) {
            reader.decoder.report(
                .error, .specFieldValue, "a header name must be an HTTP token (RFC 9110); found '\(name)'",
                at: reader.location.appending(key).appending(name))
        }
    }
}
