import Foundation

/// Where a spec object came from: the file (or base URL) of its document and a JSON Pointer inside it.
///
/// ```swift
/// parameter.location.pointer.description  // "/paths/~1pets/get/parameters/0"
/// ```
package struct SpecLocation: Sendable, Hashable, CustomStringConvertible {
    /// The absolute URL of the document, without a fragment.
    package var documentURL: URL {
        didSet { documentHash = DocumentURIHash.of(documentURL.relativeString) }
    }
    /// The place inside that document.
    package var pointer: JSONPointer
    /// The hash of ``documentURL``, worked out when the URL is set: a location one level deeper keeps it, so hashing
    /// a location hashes two words, not the URL again (locations are hashed on every schema, example and finding
    /// lookup: tens of thousands on a large spec).
    private var documentHash: Int

    /// A location in `documentURL` at `pointer`.
    package init(documentURL: URL, pointer: JSONPointer) {
        self.documentURL = documentURL
        self.pointer = pointer
        documentHash = DocumentURIHash.of(documentURL.relativeString)
    }

    private init(documentURL: URL, documentHash: Int, pointer: JSONPointer) {
        self.documentURL = documentURL
        self.documentHash = documentHash
        self.pointer = pointer
    }

    /// This location one member or element deeper.
    package func appending(_ token: String) -> SpecLocation {
        SpecLocation(documentURL: documentURL, documentHash: documentHash, pointer: pointer.appending(token))
    }

    /// The location at `pointer` in the same document (its hash is not worked out again).
    package func moved(to pointer: JSONPointer) -> SpecLocation {
        SpecLocation(documentURL: documentURL, documentHash: documentHash, pointer: pointer)
    }

    /// This location one array element deeper.
    package func appending(_ index: Int) -> SpecLocation {
        appending(String(index))
    }

    /// Hashes the pointer and the document's hash. The document is hashed by its URL's string (`relativeString`,
    /// which equal URLs share; `URL`'s own hash costs more than the rest of a lookup), by its tail
    /// (``DocumentURIHash``). Not the pointer alone: a multi-file spec has thousands of documents,
    /// and every one's root (and most of their schemas) would share one hash, making sets and dictionaries of
    /// locations quadratic (issue 37).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(pointer)
        hasher.combine(documentHash)
    }

    /// Whether both are the same place in the same document.
    package static func == (lhs: SpecLocation, rhs: SpecLocation) -> Bool {
        lhs.documentHash == rhs.documentHash && lhs.pointer == rhs.pointer && lhs.documentURL == rhs.documentURL
    }

    /// `file.json#/pointer`, with the file's last path component only.
    package var description: String {
        documentURL.lastPathComponent + pointer.uriFragment
    }
}
