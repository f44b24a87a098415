/// A JSON Pointer's tokens with a 64-bit digest of them, kept up to date as tokens are appended, so a pointer is
/// hashed by one word and most unequal pointers are told apart by it (locations are hashed on every schema, example
/// and finding lookup; hashing every token of them was a tenth of `validate` on a deeply nested spec, issue 37).
///
/// Each token's UTF-8 bytes go through FNV-1a, then a `0xFF` byte (never part of UTF-8) ends the token, so
/// `["ab", "c"]` and `["a", "bc"]` differ. The starting value is drawn at random once per process, as `Hasher`'s
/// seed is: a spec cannot be written so that many of its pointers share a digest and make lookups quadratic. Equal
/// token lists always have equal digests; equality still compares the tokens.
struct PointerTokens: Hashable, Sendable {
    /// The unescaped tokens, outermost first.
    private(set) var list: [String]
    /// The digest of ``list``.
    private var digest: UInt64

    /// The tokens `list`.
    init(_ list: [String]) {
        self.list = list
        digest = list.reduce(Self.start, Self.digest)
    }

    /// Appends one more token.
    mutating func append(_ token: String) {
        list.append(token)
        digest = Self.digest(digest, token)
    }

    /// Removes the last token (there must be one). FNV-1a's steps can be undone (the prime is odd, so multiplying by
    /// its inverse modulo 2^64 undoes multiplying by it), so the digest is taken back over that token's bytes alone.
    mutating func removeLast() {
        let token = list.removeLast()
        var hash = (digest &* Self.inversePrime) ^ 0xFF
        for byte in token.utf8.reversed() { hash = (hash &* Self.inversePrime) ^ UInt64(byte) }
        digest = hash
    }

    /// `digest` extended by `token`.
    private static func digest(_ digest: UInt64, _ token: String) -> UInt64 {
        var hash = digest
        // Read in place (a native string's bytes are contiguous); a copy to call `withUTF8` on cost a retain and a
        // release for every token appended.
        let readInPlace: Void? = token.utf8.withContiguousStorageIfAvailable { (bytes: UnsafeBufferPointer<UInt8>) in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        }
        if readInPlace == nil {
            for byte in token.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        }
        return (hash ^ 0xFF) &* prime
    }

    /// Whether both hold the same tokens (the digests are compared first).
    static func == (lhs: PointerTokens, rhs: PointerTokens) -> Bool {
        lhs.digest == rhs.digest && lhs.list == rhs.list
    }

    /// Feeds the hasher the digest.
    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// The 64-bit FNV prime.
    private static let prime: UInt64 = 0x0000_0100_0000_01B3
    /// Its inverse modulo 2^64 (`prime &* inversePrime == 1`).
    private static let inversePrime: UInt64 = 0xCE96_5057_AFF6_957B
    /// This process's starting value (in place of FNV-1a's fixed offset basis).
    private static let start = UInt64.random(in: 1...UInt64.max)
}
