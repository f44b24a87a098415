/// A node as the reader composes it: its JSON value and what is needed to use it as a key, an alias or a merge.
struct YAMLNode {
    /// The value.
    var value: JSONValue
    /// For a scalar, the text that names it when it is a mapping key; `nil` for collections.
    var keyText: String?
    /// Levels of nesting, 1 for a scalar (aliases expanded).
    var height: Int
    /// The number of nodes with aliases expanded.
    var size: Int
    /// Where the node starts, and where its members and elements are (only when positions are recorded).
    var positions: YAMLSourceMap?
    /// The byte offset where the node starts.
    var offset: Int
    /// Whether this is the plain scalar `<<`, the merge key.
    var isMergeKey = false
    /// Whether this is a plain (unquoted, untagged) scalar, whose value the core schema resolved.
    var isPlain = false

    /// A scalar.
    init(scalar value: JSONValue, text: String, offset: Int, positions: YAMLSourceMap?) {
        self.value = value
        keyText = text
        height = 1
        size = 1
        self.offset = offset
        self.positions = positions
    }

    /// A collection.
    init(collection value: JSONValue, height: Int, size: Int, offset: Int, positions: YAMLSourceMap?) {
        self.value = value
        keyText = nil
        self.height = height
        self.size = size
        self.offset = offset
        self.positions = positions
    }
}
