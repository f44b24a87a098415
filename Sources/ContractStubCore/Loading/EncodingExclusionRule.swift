/// The rule shared by Media Type and Encoding Objects (OpenAPI 3.2): `encoding` describes the properties of a form or
/// multipart body, `prefixEncoding` and `itemEncoding` the items of a sequential one, so `encoding` excludes the other two.
enum EncodingExclusionRule {
    /// Reports `prefixEncoding` or `itemEncoding` beside `encoding` in the object `reader` reads.
    static func check(_ reader: ObjectReader) {
        guard reader.version.isAtLeast32, reader.object["encoding"] != nil else { return }
        for field in ["prefixEncoding", "itemEncoding"] where reader.object[field] != nil {
            reader.report(
                .error, .specEncodingExclusive,
                "\(reader.objectNameWithArticle) has either 'encoding' or '\(field)'; found both", at: field)
        }
    }
}
