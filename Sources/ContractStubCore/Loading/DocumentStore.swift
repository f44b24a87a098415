import Foundation

/// The JSON documents of one spec: the main document and every file its `$ref`s reach, each read once.
package final class DocumentStore {
    /// One loaded document.
    struct Document {
        /// Its absolute URL.
        let url: URL
        /// Its JSON.
        let json: JSONValue
    }

    /// The main document.
    let main: Document
    /// Every document loaded, main first, in load order.
    private(set) var documents: [Document]
    private var indexByURL: [URL: Int]
    private var failures: [URL: ReferenceFailure] = [:]
    /// The folders other documents may be read from.
    let roots: ReferenceRoots

    /// A store whose main document is `json`, read from `url`; other documents are read only under `roots`.
    init(mainURL url: URL, json: JSONValue, roots: ReferenceRoots) {
        self.roots = roots
        main = Document(url: url, json: json)
        documents = [main]
        indexByURL = [url: 0]
    }

    /// The document at `url`, read from disk the first time (only under ``roots``, and only a JSON object or YAML
    /// mapping: see ``ReferencedFile``).
    func document(at url: URL) -> Result<Document, ReferenceFailure> {
        if let index = indexByURL[url] { return .success(documents[index]) }
        if let failure = failures[url] { return .failure(failure) }
        do {
            let json = try ReferencedFile.read(url, roots: roots)
            indexByURL[url] = documents.count
            documents.append(Document(url: url, json: json))
            return .success(documents[documents.count - 1])
        } catch {
            failures[url] = error
            return .failure(error)
        }
    }
}
