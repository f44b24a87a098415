/// The hash of a document's URI that locations (a document and a pointer in it) are keyed by: FNV-1a over the URI's
/// length and its last ``tail`` bytes, from a starting value drawn once per process.
///
/// Locations are hashed on every schema, reference and finding lookup, and a document's URI holds the absolute path of
/// the spec file: hashing all of it made every lookup cost more the deeper the spec was stored. The file name and the
/// folders nearest it are what tell a spec's documents apart; two documents that share the tail still compare unequal,
/// they only share a bucket. A location works its document's hash out once, when it is made from a URI, and keeps it
/// for the locations moved from it; a dictionary's own hasher then mixes it with the pointer. The starting value is
/// random, as `Hasher`'s seed is, so no set of file names collides on every run.
///
/// ```swift
/// let documentHash = DocumentURIHash.of(documentURL.relativeString)
/// ```
package enum DocumentURIHash {
    /// The hash of `uri`.
    package static func of(_ uri: String) -> Int {
        // Read in place (a native string's bytes are contiguous); copied by `withUTF8` otherwise.
        if let hash = uri.utf8.withContiguousStorageIfAvailable(of) { return hash }
        var uri = uri
        return uri.withUTF8(of)
    }

    /// The hash of the URI whose UTF-8 bytes are `bytes`.
    private static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash = seed ^ UInt64(bytes.count)
        for byte in bytes.suffix(tail) { hash = (hash ^ UInt64(byte)) &* prime }
        return Int(truncatingIfNeeded: hash)
    }

    /// How many bytes at the end of a URI are hashed.
    package static let tail = 48
    /// The 64-bit FNV prime.
    private static let prime: UInt64 = 0x0000_0100_0000_01B3
    /// This process's starting value.
    private static let seed = UInt64.random(in: 1...UInt64.max)
}
