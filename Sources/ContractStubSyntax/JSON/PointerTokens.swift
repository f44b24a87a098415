/// A JSON Pointer's tokens, kept as a chain from the last token back to the first: a pointer made by appending a token
/// to another shares all of that other's tokens, and adds one link.
///
/// Locations are appended to on every member of a spec the model reader, the schema compiler and the lint walk visit
/// (26k times on github-api.json). With the tokens in an array, each append copied the array and retained every token
/// again, and the copies were a sixth of the heap at its peak (issue 37). A link costs one small allocation.
///
/// Each link keeps a 64-bit digest of the tokens up to it, so a pointer is hashed by one word and most unequal
/// pointers are told apart by it. Each token's UTF-8 bytes go through FNV-1a, then a `0xFF` byte (never part of UTF-8)
/// ends the token, so `["ab", "c"]` and `["a", "bc"]` differ. The starting value is drawn at random once per process,
/// as `Hasher`'s seed is: a spec cannot be written so that many of its pointers share a digest and make lookups
/// quadratic. Equal token lists always have equal digests; equality still compares the tokens.
struct PointerTokens: Hashable, Sendable {
    /// The last token, or `nil` for the root.
    private var last: Link?
    /// The digest of the tokens (``Link/digest`` of `last`, kept here too so hashing reads no link).
    private var digest: UInt64

    /// The tokens `list`.
    init(_ list: [String]) {
        last = nil
        digest = Self.start
        for token in list { append(token) }
    }

    /// The number of tokens.
    var count: Int { last?.depth ?? 0 }

    /// The last token, or `nil` for the root.
    var lastToken: String? { last?.token }

    /// The unescaped tokens, outermost first (gathered from the links: callers that walk them all ask for this).
    var list: [String] {
        guard let last else { return [] }
        return [String](unsafeUninitializedCapacity: last.depth) { buffer, initialized in
            var link: Link? = last
            var index = last.depth
            while let current = link {
                index -= 1
                // Safe: `index` counts down from the chain's length, one link per step, to 0 at the first token.
                (buffer.baseAddress! + index).initialize(to: current.token)
                link = current.parent
            }
            initialized = last.depth
        }
    }

    /// Calls `body` with each token, outermost first, until it returns `false`; gathers no array (the links are
    /// listed in a temporary buffer, on the stack for a pointer of usual depth).
    func walk(_ body: (String) -> Bool) {
        guard let last else { return }
        withUnsafeTemporaryAllocation(of: Unmanaged<Link>.self, capacity: last.depth) { links in
            var link: Link? = last
            var index = last.depth
            while let current = link {
                index -= 1
                // Unretained: `last`, held by this value for the whole call, keeps every link alive.
                links[index] = Unmanaged.passUnretained(current)
                link = current.parent
            }
            for index in links.indices {
                guard body(links[index].takeUnretainedValue().token) else { return }
            }
        }
    }

    /// The token at `index` (`0..<count`): `count - index` links from the last.
    func token(at index: Int) -> String {
        precondition(index >= 0 && index < count, "token index \(index) out of range of \(count) tokens")
        return link(atDepth: index + 1)!._withUnsafeGuaranteedRef { $0.token }
    }

    /// The link ending the first `depth` tokens (`nil` for 0), reached without retaining the links on the way: they
    /// are hot walks (the schema compiler's and the examples rule's lookups), and a retain and a release a step made
    /// most of their cost. Unretained is safe while this value is: `last` keeps every link before it alive.
    private func link(atDepth depth: Int) -> Unmanaged<Link>? {
        guard depth > 0, let last else { return nil }
        var link = Unmanaged.passUnretained(last)
        while link._withUnsafeGuaranteedRef({ $0.depth }) > depth {
            link = link._withUnsafeGuaranteedRef { Unmanaged.passUnretained($0.parent!) }
        }
        return link
    }

    /// Appends one more token.
    mutating func append(_ token: String) {
        let link = Link(parent: last, token: token, digest: Self.digest(digest, token))
        last = link
        digest = link.digest
    }

    /// Removes the last token (there must be one).
    mutating func removeLast() {
        precondition(last != nil, "removeLast() on the root pointer")
        last = last!.parent
        digest = last?.digest ?? Self.start
    }

    /// Whether the first `prefix.count` tokens are those of `prefix`.
    func hasPrefix(_ prefix: PointerTokens) -> Bool {
        guard prefix.count <= count else { return false }
        let link = link(atDepth: prefix.count)
        return (link?._withUnsafeGuaranteedRef { $0.digest } ?? Self.start) == prefix.digest
            && Self.sameTokens(link, prefix.last.map(Unmanaged.passUnretained))
    }

    /// Whether both hold the same tokens (the digests are compared first).
    static func == (lhs: PointerTokens, rhs: PointerTokens) -> Bool {
        lhs.digest == rhs.digest && lhs.count == rhs.count
            && sameTokens(lhs.last.map(Unmanaged.passUnretained), rhs.last.map(Unmanaged.passUnretained))
    }

    /// Feeds the hasher the digest.
    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// Whether two chains of the same length hold the same tokens; a link they share ends the comparison. The links
    /// are not retained on the way (see ``link(atDepth:)``): the callers' pointers keep both chains alive.
    private static func sameTokens(_ lhs: Unmanaged<Link>?, _ rhs: Unmanaged<Link>?) -> Bool {
        var (left, right) = (lhs, rhs)
        while let l = left, let r = right {
            if l.toOpaque() == r.toOpaque() { return true }
            let sameToken = l._withUnsafeGuaranteedRef { lhs in r._withUnsafeGuaranteedRef { rhs in lhs.token == rhs.token } }
            guard sameToken else { return false }
            left = l._withUnsafeGuaranteedRef { $0.parent.map(Unmanaged.passUnretained) }
            right = r._withUnsafeGuaranteedRef { $0.parent.map(Unmanaged.passUnretained) }
        }
        return left == nil && right == nil
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

    /// The 64-bit FNV prime.
    private static let prime: UInt64 = 0x0000_0100_0000_01B3
    /// This process's starting value (in place of FNV-1a's fixed offset basis): the digest of the root.
    private static let start = UInt64.random(in: 1...UInt64.max)
}

/// One token of a pointer, linked to the tokens before it. Immutable once made, but for ``parent``, which only `deinit`
/// clears, on a link no one else holds.
private final class Link: @unchecked Sendable {
    /// The tokens before this one; `nil` for the first.
    private(set) var parent: Link?
    /// The unescaped token.
    let token: String
    /// How many tokens end here (1 for the first).
    let depth: Int
    /// The digest of the tokens up to and including this one.
    let digest: UInt64

    init(parent: Link?, token: String, digest: UInt64) {
        self.parent = parent
        self.token = token
        depth = (parent?.depth ?? 0) + 1
        self.digest = digest
    }

    /// Releases the links before this one that no other pointer shares one by one, rather than each from its
    /// successor's `deinit`: a `$ref` of 100,000 tokens must not recurse 100,000 deep.
    deinit {
        var next = parent
        parent = nil
        while var link = next {
            next = nil
            guard isKnownUniquelyReferenced(&link) else { break }
            next = link.parent
            link.parent = nil
        }
    }
}
