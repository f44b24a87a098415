extension OpenAPI.MediaType: SpecObjectDecodable {
    static let objectName = "Media Type Object"
    private static let fields: Set<String> = ["schema", "example", "examples", "encoding"]

    init?(reading reader: ObjectReader) {
        schema = reader.schema("schema")
        example = reader.value("example")
        examples = reader.referenceMap("examples", OpenAPI.Example.self)
        ExampleOrExamplesRule.check(reader)
        encoding = reader.map("encoding", OpenAPI.Encoding.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}

extension OpenAPI.Encoding: SpecObjectDecodable {
    static let objectName = "Encoding Object"
    private static let fields: Set<String> = ["contentType", "headers", "style", "explode", "allowReserved"]
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
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
