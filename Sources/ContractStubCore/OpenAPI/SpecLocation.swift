import Foundation

/// Where a spec object came from: the file (or base URL) of its document and a JSON Pointer inside it.
///
/// ```swift
/// parameter.location.pointer.description  // "/paths/~1pets/get/parameters/0"
/// ```
public struct SpecLocation: Sendable, Hashable, CustomStringConvertible {
    /// The absolute URL of the document, without a fragment.
    public var documentURL: URL
    /// The place inside that document.
    public var pointer: JSONPointer

    /// A location in `documentURL` at `pointer`.
    public init(documentURL: URL, pointer: JSONPointer) {
        self.documentURL = documentURL
        self.pointer = pointer
    }

    /// This location one member or element deeper.
    public func appending(_ token: String) -> SpecLocation {
        SpecLocation(documentURL: documentURL, pointer: pointer.appending(token))
    }

    /// This location one array element deeper.
    public func appending(_ index: Int) -> SpecLocation {
        appending(String(index))
    }

    /// Hashes the pointer only: a spec has few documents, and hashing a `URL` costs more than the rest of the work
    /// of a set or dictionary lookup. Equality still compares both.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointer)
    }

    /// `file.json#/pointer`, with the file's last path component only.
    public var description: String {
        documentURL.lastPathComponent + pointer.uriFragment
    }
}
