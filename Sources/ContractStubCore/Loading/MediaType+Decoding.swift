extension OpenAPI.MediaType: ReferenceableObject {
    static let componentKind = ComponentKind.mediaTypes
    private static let fields = FixedFields(
        ["schema", "example", "examples", "encoding"], addedIn32: ["description", "itemSchema", "prefixEncoding", "itemEncoding"])

    convenience init?(reading reader: ObjectReader) {
        let is32 = reader.version.isAtLeast32
        let description = is32 ? reader.string("description") : nil
        let schema = reader.schema("schema")
        let itemSchema = is32 ? reader.schema("itemSchema") : nil
        let example = reader.value("example")
        let examples = reader.referenceMap("examples", OpenAPI.Example.self)
        ExampleOrExamplesRule.check(reader)
        let encoding = reader.map("encoding", OpenAPI.Encoding.self)
        let prefixEncoding = is32 ? reader.array("prefixEncoding", OpenAPI.Encoding.self) : []
        let itemEncoding = is32 ? reader.child("itemEncoding", OpenAPI.Encoding.self) : nil
        EncodingExclusionRule.check(reader)
        let extensions = reader.extensions(known: Self.fields)
        let specLocation = reader.location
        self.init(
            description: description, schema: schema, itemSchema: itemSchema, example: example, examples: examples, encoding: encoding,
            prefixEncoding: prefixEncoding, itemEncoding: itemEncoding, extensions: extensions, specLocation: specLocation)
    }
}

extension OpenAPI.Encoding: SpecObjectDecodable {
    static let objectName = "Encoding Object"
    private static let fields = FixedFields(
        ["contentType", "headers", "style", "explode", "allowReserved"], addedIn32: ["encoding", "prefixEncoding", "itemEncoding"])
    /// The styles an Encoding Object may name (those of query parameters).
    private static let styles: [OpenAPI.Parameter.Style] = [.form, .spaceDelimited, .pipeDelimited, .deepObject]

    init?(reading reader: ObjectReader) {
        contentType = reader.string("contentType")
        headers = reader.referenceMap("headers", OpenAPI.Header.self)
        style = reader.string("style").flatMap { OpenAPI.Parameter.Style(reading: $0, key: "style", reader: reader) }
        if let style, !Self.styles.contains(style) {
            let names = Self.styles.map(\.rawValue).joined(separator: ", ")
            reader.report(
                .error, .specFieldValue, "an Encoding Object's 'style' must be one of \(names); found '\(style.rawValue)'", at: "style")
        }
        explode = reader.bool("explode")
        allowReserved = reader.bool("allowReserved")
        HeaderNameRule.check(keysOf: "headers", reader)
        let is32 = reader.version.isAtLeast32
        encoding = is32 ? reader.map("encoding", OpenAPI.Encoding.self) : OrderedMap()
        prefixEncoding = is32 ? reader.array("prefixEncoding", OpenAPI.Encoding.self) : []
        itemEncodingStorage = is32 ? reader.child("itemEncoding", OpenAPI.Encoding.self).map { [$0] } ?? [] : []
        EncodingExclusionRule.check(reader)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
