import Foundation

/// The raw JSON of a contract's documents, for reading schemas as written (parameter shapes, form fields).
struct SpecDocuments: Sendable {
    private let documents: [URL: JSONValue]

    init(_ contract: Contract) {
        var documents: [URL: JSONValue] = [:]
        for document in contract.documents { documents[document.url] = document.json }
        self.documents = documents
    }

    /// `schema` with `$ref`s followed (a few hops), relative to the document at `base`.
    func resolve(_ schema: JSONValue, in base: URL) -> JSONValue {
        var current = schema
        var document = base
        for _ in 0..<8 {
            guard let ref = current["$ref"]?.stringValue else { return current }
            let parts = ref.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            if let file = parts.first, !file.isEmpty {
                guard let url = URL(string: String(file), relativeTo: document)?.standardizedFileURL.absoluteURL else { return current }
                document = url
            }
            let fragment = parts.count > 1 ? String(parts[1]) : ""
            guard let pointer = try? JSONPointer(fragment: fragment), let target = documents[document]?[pointer] else {
                return current
            }
            current = target
        }
        return current
    }

    /// The shape of a parameter or field schema, `$ref`s followed.
    func shape(of schema: OpenAPI.SchemaObject) -> ParameterShape {
        let base = schema.specLocation.documentURL
        return ParameterShape(schema: schema.json) { resolve($0, in: base) }
    }
}
