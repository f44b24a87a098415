@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// A contract's documents interned by id, and the `$ref`s followed in them, each resolved once per (document,
/// reference) pair: what ``SchemaReferenceFollower`` reads through.
///
/// Resolving a reference builds and normalises URLs (RFC 3986 resolution, `standardizedFileURL`), which costs far more
/// than a dictionary lookup, and a multi-file spec follows the same few references from thousands of places: each pair
/// is resolved the first time it is asked for and remembered as the id of the document it leads to and the pointer
/// in it. A contract makes one of these, the first time it is asked for (``Contract/documentReferences``).
package final class DocumentReferences: Sendable {
    /// The documents' JSON, by id.
    private let roots: [JSONValue]
    /// The documents' normalised URLs (``DocumentURL/normalized(_:)``), by id.
    private let urls: [URL]
    /// The id of each normalised document URL.
    private let ids: [URL: Int]
    /// The id of each normalised document URL's absolute string: a resolved reference is looked up here first, without
    /// building a URL (only a reference written unlike the URL, e.g. with other percent-encoding, needs one).
    private let idsByString: [String: Int]
    /// Every (document, reference) pair resolved so far, to the id of the document it leads to.
    private let resolved = ResolvedReferences<Int>()

    /// The documents `contract` loaded, whose URLs the loader normalised (it keys documents by them, so no two are
    /// alike).
    init(_ documents: [Contract.Document]) {
        roots = documents.map(\.json)
        urls = documents.map(\.url)
        var ids: [URL: Int] = [:]
        var idsByString: [String: Int] = [:]
        ids.reserveCapacity(documents.count)
        idsByString.reserveCapacity(documents.count)
        for (id, url) in urls.enumerated() {
            ids[url] = id
            idsByString[url.absoluteString] = id
        }
        (self.ids, self.idsByString) = (ids, idsByString)
    }

    /// The schema `reference` designates, written in the schema at `location`; `nil` when it cannot be followed
    /// (no such document, a fragment that is not a JSON Pointer, or nothing at that pointer).
    func target(of reference: String, from location: SpecLocation) -> OpenAPI.SchemaObject? {
        let target = resolved.target(of: reference, in: location.documentURL) { url in
            idsByString[url] ?? URL(string: url).flatMap { ids[DocumentURL.normalized($0)] }
        }
        guard let document = target.document, let pointer = target.pointer, let json = roots[document][pointer] else { return nil }
        return OpenAPI.SchemaObject(json: json, specLocation: SpecLocation(documentURL: urls[document], pointer: pointer))
    }
}

extension Contract {
    /// The contract's documents and the `$ref`s followed in them (see ``DocumentReferences``), made on first use and
    /// shared by every ``SchemaReferenceFollower`` of the contract.
    package var documentReferences: DocumentReferences {
        referencesMade.withLock { made in
            if let made { return made }
            let references = DocumentReferences(documents)
            made = references
            return references
        }
    }
}
