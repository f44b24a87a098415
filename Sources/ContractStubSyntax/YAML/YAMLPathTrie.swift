/// The JSON Pointers whose positions are wanted, as a tree of tokens: the reader records positions only along these
/// paths, so locating a few diagnostics in a large YAML file costs little more than reading it.
final class YAMLPathTrie {
    private var children: [String: YAMLPathTrie] = [:]

    /// A tree holding `pointers`.
    init(_ pointers: [JSONPointer]) {
        for pointer in pointers {
            var node = self
            for token in pointer.tokens {
                if let next = node.children[token] {
                    node = next
                } else {
                    let next = YAMLPathTrie([])
                    node.children[token] = next
                    node = next
                }
            }
        }
    }

    /// Every path: anchored nodes are recorded whole, since an alias or a merge anywhere may need their positions.
    nonisolated(unsafe) static let everything: YAMLPathTrie = {
        let trie = YAMLPathTrie([])
        trie.isEverything = true
        return trie
    }()

    private var isEverything = false

    /// The subtree under `token`, or `nil` when no wanted pointer goes through it.
    func child(_ token: String) -> YAMLPathTrie? {
        isEverything ? self : children[token]
    }
}
