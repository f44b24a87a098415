/// What the compiler learned about identifiers while walking and scanning documents.
struct SchemaIndex {
    /// Absolute URI (no fragment) of a resource → where its root is.
    var identifiers: [String: SchemaLocation] = [:]
    /// `uri#name` of a `$anchor`, `$dynamicAnchor` or draft-4 `id: "#name"` → where it is.
    var anchors: [String: SchemaLocation] = [:]
    /// Resource URI → `$dynamicAnchor` name → where it is.
    var dynamicAnchors: [String: [String: SchemaLocation]] = [:]
    /// Documents already scanned for identifiers and anchors.
    var scannedDocuments: Set<String> = []
    /// How many of the registry's documents (in the order they came) a scan of all documents has visited.
    var documentsOffered = 0
    /// Resources whose dynamic anchors have been compiled.
    var filledResources: Set<String> = []
}
