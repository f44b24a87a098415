import Foundation

/// The JSON documents of one spec: the main document and every file its `$ref`s reach, each read once.
package final class DocumentStore {
    /// One loaded document.
    struct Document {
        /// Its absolute URL.
        let url: URL
        /// Its JSON.
        let json: JSONValue
        /// Its root's location (other locations in it are moved from this one: the URL is hashed once).
        let root: SpecLocation

        /// The document at `url` whose JSON is `json`.
        init(url: URL, json: JSONValue) {
            self.url = url
            self.json = json
            root = SpecLocation(documentURL: url, pointer: .root)
        }
    }

    /// The main document.
    let main: Document
    /// Every document loaded, main first, in load order.
    private(set) var documents: [Document]
    private var indexByURL: [URL: Int]
    /// Where other documents are read from (only under its roots), shared with the background schema compiler.
    let files: ReferencedFiles

    /// A store whose main document is `json`, read from `url`; other documents come from `files`.
    init(mainURL url: URL, json: JSONValue, files: ReferencedFiles) {
        self.files = files
        main = Document(url: url, json: json)
        documents = [main]
        indexByURL = [url: 0]
    }

    /// The document at `url`, read from disk the first time (only under the roots of ``files``, and only a JSON
    /// object or YAML mapping: see ``ReferencedFile``).
    func document(at url: URL) -> Result<Document, ReferenceFailure> {
        // Most references are local: comparing with the main document's URL costs a fraction of hashing a URL.
        if url == main.url { return .success(main) }
        if let index = indexByURL[url] { return .success(documents[index]) }
        return files.json(at: url).map { json in
            indexByURL[url] = documents.count
            documents.append(Document(url: url, json: json))
            return documents[documents.count - 1]
        }
    }
}
