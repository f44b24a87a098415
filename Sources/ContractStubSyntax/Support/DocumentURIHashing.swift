extension Hasher {
    /// Feeds the hasher a document URI's length and its last ``documentURITail`` bytes, not the whole URI.
    ///
    /// Locations (a document and a pointer in it) are hashed on every schema, reference and finding lookup, and a
    /// document's URI holds the absolute path of the spec file: hashing all of it made every lookup cost more the deeper
    /// the spec was stored. The file name and the folders nearest it are what tell a spec's documents apart; two
    /// documents that share the tail still compare unequal, they only share a bucket.
    ///
    /// ```swift
    /// hasher.combine(pointer)
    /// hasher.combineDocumentURI(documentURL.relativeString)
    /// ```
    package mutating func combineDocumentURI(_ uri: String) {
        // Read in place (a native string's bytes are contiguous): copying it to call `withUTF8` cost a retain and a
        // release for every location hashed.
        let readInPlace: Void? = uri.utf8.withContiguousStorageIfAvailable { (bytes: UnsafeBufferPointer<UInt8>) in
            combineTail(of: bytes)
        }
        if readInPlace == nil {
            var uri = uri
            uri.withUTF8 { combineTail(of: $0) }
        }
    }

    /// Feeds the hasher the length and the last ``documentURITail`` bytes of `bytes`.
    private mutating func combineTail(of bytes: UnsafeBufferPointer<UInt8>) {
        combine(bytes.count)
        combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes.suffix(Self.documentURITail))))
    }

    /// How many bytes at the end of a document URI ``combineDocumentURI(_:)`` hashes.
    package static let documentURITail = 48
}
