import Foundation

/// Where a spec object came from: the file (or base URL) of its document and a JSON Pointer inside it.
///
/// ```swift
/// parameter.location.pointer.description  // "/paths/~1pets/get/parameters/0"
/// ```
package struct SpecLocation: Sendable, Hashable, CustomStringConvertible {
    /// The absolute URL of the document, without a fragment.
    package var documentURL: URL
    /// The place inside that document.
    package var pointer: JSONPointer

    /// A location in `documentURL` at `pointer`.
    package init(documentURL: URL, pointer: JSONPointer) {
        self.documentURL = documentURL
        self.pointer = pointer
    }

    /// This location one member or element deeper.
    package func appending(_ token: String) -> SpecLocation {
        SpecLocation(documentURL: documentURL, pointer: pointer.appending(token))
    }

    /// This location one array element deeper.
    package func appending(_ index: Int) -> SpecLocation {
        appending(String(index))
    }

    /// Hashes the pointer and the document URL's string (`relativeString`, which equal URLs share; `URL`'s own hash
    /// costs more than the rest of a lookup), by its tail (``Swift/Hasher/combineDocumentURI(_:)``). Not the pointer
    /// alone: a multi-file spec has thousands of documents, and every one's root (and most of their schemas) would
    /// share one hash, making sets and dictionaries of locations quadratic (issue 37).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(pointer)
        hasher.combineDocumentURI(documentURL.relativeString)
    }

    /// `file.json#/pointer`, with the file's last path component only.
    package var description: String {
        documentURL.lastPathComponent + pointer.uriFragment
    }
}
