extension OpenAPI.MediaType: SpecObjectDecodable {
    static let objectName = "Media Type Object"
    private static let fields: Set<String> = ["schema", "example", "examples", "encoding"]

    init?(reading reader: ObjectReader) {
        schema = reader.schema("schema")
        example = reader.value("example")
        examples = reader.referenceMap("examples", OpenAPI.Example.self)
        if example != nil, reader.object["examples"] != nil {
            reader.report(.error, .specExampleExclusive, "a Media Type Object has either 'example' or 'examples'; found both")
        }
        encoding = reader.map("encoding", OpenAPI.Encoding.self)
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}

extension OpenAPI.Encoding: SpecObjectDecodable {
    static let objectName = "Encoding Object"
    private static let fields: Set<String> = ["contentType", "headers", "style", "explode", "allowReserved"]

    init?(reading reader: ObjectReader) {
        contentType = reader.string("contentType")
        headers = reader.referenceMap("headers", OpenAPI.Header.self)
        style = reader.string("style").flatMap { OpenAPI.Parameter.Style(reading: $0, key: "style", reader: reader) }
        explode = reader.bool("explode")
        allowReserved = reader.bool("allowReserved")
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
