import Foundation

/// The raw JSON of a contract's documents, for reading schemas as written (parameter shapes, form fields).
struct SpecDocuments: Sendable {
    private let references: SchemaReferenceFollower

    init(_ contract: Contract) {
        references = SchemaReferenceFollower(contract)
    }

    /// `schema` with its `$ref`s followed (see ``SchemaReferenceFollower``), relative to the document at `base`;
    /// where a chain stops early, the last schema it reached.
    func resolve(_ schema: JSONValue, in base: URL) -> JSONValue {
        references.resolve(OpenAPI.SchemaObject(json: schema, specLocation: SpecLocation(documentURL: base, pointer: .root))).end.json
    }

    /// The shape of a parameter or field schema, `$ref`s followed.
    func shape(of schema: OpenAPI.SchemaObject) -> ParameterShape {
        let base = schema.specLocation.documentURL
        return ParameterShape(schema: schema.json) { resolve($0, in: base) }
    }
}
