/// How strictly the YAML reader treats what a spec should not contain, and the limits that keep hostile input cheap.
package struct YAMLOptions: Sendable {
    /// Refuse tags other than the core schema's (`!!str`, `!!int`, …); when `false` they are ignored.
    package var refusesUnknownTags = true
    /// Refuse mappings and sequences used as keys; when `false` such a key becomes its JSON text.
    package var refusesComplexKeys = true
    /// The deepest nesting accepted, as for JSON.
    package var maximumDepth = 512
    /// The most nodes that aliases may add to a document once expanded ("billion laughs" stops here).
    package var maximumAliasExpansion = 1_000_000
    /// Read a stream of several documents; when `false`, a second document is refused (`spec.yaml.documents`).
    package var allowsMultipleDocuments = false
    /// Record the source position of every node (for diagnostics; costs time and memory).
    package var recordsPositions = false
    /// With ``recordsPositions``: record only the nodes on the way to these pointers (`nil`: every node).
    package var positionsWanted: [JSONPointer]?

    /// The options for reading a spec: strict, no positions.
    package static let spec = YAMLOptions()

    /// Options with everything at its default.
    package init() {}
}
