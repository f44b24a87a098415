/// The rule shared by Parameter, Header and Media Type Objects: `example` and `examples` are mutually exclusive.
enum ExampleOrExamplesRule {
    /// Reports an object that has both.
    static func check(_ reader: ObjectReader) {
        guard reader.object["example"] != nil, reader.object["examples"] != nil else { return }
        reader.report(.error, .specExampleExclusive, "\(reader.objectNameWithArticle) has either 'example' or 'examples'; found both")
    }
}
