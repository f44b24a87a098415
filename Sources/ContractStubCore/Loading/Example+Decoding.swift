extension OpenAPI.Example: ReferenceableObject {
    static let componentKind = ComponentKind.examples
    private static let fields = FixedFields(
        ["summary", "description", "value", "externalValue"], addedIn32: ["dataValue", "serializedValue"])
    /// The fields that exclude each other (the last three pairs come with OpenAPI 3.2's `dataValue` and `serializedValue`).
    private static let exclusivePairs = [
        ("value", "externalValue"), ("value", "dataValue"), ("value", "serializedValue"), ("serializedValue", "externalValue"),
    ]

    init?(reading reader: ObjectReader) {
        summary = reader.string("summary")
        description = reader.string("description")
        value = reader.value("value")
        externalValue = reader.string("externalValue")
        dataValue = reader.version.isAtLeast32 ? reader.value("dataValue") : nil
        serializedValue = reader.version.isAtLeast32 ? reader.string("serializedValue") : nil
        for (first, second) in Self.exclusivePairs where reader.object[first] != nil && reader.object[second] != nil {
            reader.report(.error, .specExampleExclusive, "an Example Object has either '\(first)' or '\(second)'; found both")
        }
        extensions = reader.extensions(known: Self.fields)
        specLocation = reader.location
    }
}
