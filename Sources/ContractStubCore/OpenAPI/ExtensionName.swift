extension OpenAPI {
    /// Whether `name` names a specification extension: it starts with `x-`, compared as bytes (as every name of a
    /// document is matched), so `x-` followed by a combining mark is one too.
    ///
    /// ```swift
    /// OpenAPI.isExtension("x-internal")  // true
    /// OpenAPI.isExtension("X-Internal")  // false
    /// ```
    package static func isExtension(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        return bytes.next() == UInt8(ascii: "x") && bytes.next() == UInt8(ascii: "-")
    }
}
