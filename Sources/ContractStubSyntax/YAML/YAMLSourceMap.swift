/// Where a YAML node and everything inside it starts in the source: the lookup a diagnostic uses for `line:column`.
///
/// A mapping member is found at its key (where an editor should put the cursor), an element or the root at its value,
/// as ``SourceLocator`` does for JSON. Merged members (`<<`) and aliases point into the node they copy.
package final class YAMLSourceMap: @unchecked Sendable {
    /// The node's own position.
    package let position: SourcePosition
    /// For a mapping: each key's position and its value's map.
    var members: [String: (key: SourcePosition, value: YAMLSourceMap)] = [:]
    /// For a sequence: each element's map.
    var elements: [YAMLSourceMap] = []

    /// A map for a node at `position` with no children yet.
    init(position: SourcePosition) {
        self.position = position
    }

    /// The position of the value (or member key) that `pointer` designates, or `nil` if there is no such node.
    package func location(of pointer: JSONPointer) -> SourcePosition? {
        var current = self
        var found = position
        for token in pointer.tokens {
            if let member = current.members[token] {
                found = member.key
                current = member.value
            } else if let index = JSONPointer.arrayIndex(token), current.elements.indices.contains(index) {
                current = current.elements[index]
                found = current.position
            } else {
                return nil
            }
        }
        return found
    }
}
