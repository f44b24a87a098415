import ContractStubCore
import Foundation

/// A schema position seen by the diff: its JSON and where it is.
struct DiffSchema {
    /// The schema JSON (an object or a Boolean).
    let json: JSONValue
    /// Where it is.
    let location: SpecLocation

    /// The schema at `json[key]`, if there is one.
    func child(_ key: String) -> DiffSchema? {
        json[key].map { DiffSchema(json: $0, location: location.appending(key)) }
    }
}

/// Follows schema `$ref`s (JSON Pointer fragments, in the spec's own documents) to the schema they designate,
/// and keeps the merged view of each schema it was asked for, since operations share most of their schemas.
struct SchemaResolver {
    private final class ViewCache {
        var views: [SpecLocation: SchemaView] = [:]
    }

    private let documents: [URL: JSONValue]
    private let cache = ViewCache()

    /// A resolver over the documents `contract` loaded.
    init(_ contract: Contract) {
        var documents: [URL: JSONValue] = [:]
        for document in contract.documents { documents[DocumentStore.normalized(document.url)] = document.json }
        self.documents = documents
    }

    /// `schema`, or the end of its chain of `$ref`s; the schema itself when a reference cannot be followed
    /// (the loader has reported it) or the chain loops.
    func resolve(_ schema: DiffSchema) -> DiffSchema {
        var current = schema
        for _ in 0..<32 {
            guard let reference = current.json["$ref"]?.stringValue, let target = target(of: reference, from: current.location)
            else { return current }
            current = target
        }
        return current
    }

    /// The merged view of `schema` (see ``SchemaView``), made once per resolved location.
    func view(of schema: DiffSchema) -> SchemaView {
        let resolved = resolve(schema)
        if let known = cache.views[resolved.location] { return known }
        let view = SchemaView(resolved, resolver: self)
        cache.views[resolved.location] = view
        return view
    }

    private func target(of reference: String, from location: SpecLocation) -> DiffSchema? {
        let absolute = SchemaURI.resolve(reference, against: location.documentURL.absoluteString)
        let (base, fragment) = SchemaURI.split(absolute)
        guard let url = URL(string: base), let root = documents[DocumentStore.normalized(url)],
            let pointer = try? JSONPointer(fragment: fragment ?? ""), let json = root[pointer]
        else { return nil }
        return DiffSchema(json: json, location: SpecLocation(documentURL: DocumentStore.normalized(url), pointer: pointer))
    }
}

extension DiffSchema {
    /// The schema of a spec position.
    init(_ schema: OpenAPI.SchemaObject) {
        self.init(json: schema.json, location: schema.specLocation)
    }
}
