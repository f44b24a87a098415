/// Where a schema lives: a document (absolute URI, no fragment) and a pointer inside it.
/// Schemas are memoized by this canonical location, whatever `$ref` text led to them.
struct SchemaLocation: Hashable, Sendable {
    /// The absolute URI of the document, fragment removed.
    let document: String
    /// The schema's place inside the document.
    let pointer: JSONPointer
    /// ``DocumentURIHash`` of ``document``, worked out once and kept by the locations moved from this one.
    private let documentHash: Int

    /// The place `pointer` in the document at `document`.
    init(document: String, pointer: JSONPointer) {
        self.init(document: document, documentHash: DocumentURIHash.of(document), pointer: pointer)
    }

    private init(document: String, documentHash: Int, pointer: JSONPointer) {
        self.document = document
        self.documentHash = documentHash
        self.pointer = pointer
    }

    /// The place `pointer` in the same document.
    func moved(to pointer: JSONPointer) -> SchemaLocation {
        SchemaLocation(document: document, documentHash: documentHash, pointer: pointer)
    }

    /// Hashes the pointer and the document's hash: every compiled schema and reference is looked up by its location.
    func hash(into hasher: inout Hasher) {
        hasher.combine(pointer)
        hasher.combine(documentHash)
    }

    /// Whether both are the same place in the same document.
    static func == (lhs: SchemaLocation, rhs: SchemaLocation) -> Bool {
        lhs.documentHash == rhs.documentHash && lhs.pointer == rhs.pointer && lhs.document == rhs.document
    }

    /// This place as a diagnostic's location.
    var diagnosticLocation: Diagnostic.Location {
        Diagnostic.Location(document: Diagnostic.Location.documentURL(of: document), pointer: pointer)
    }
}

extension SchemaCompilationError {
    /// An error with code `code` about the schema at `location`.
    init(_ code: DiagnosticCode, _ message: String, at location: SchemaLocation) {
        self.init(diagnostic: Diagnostic(code.severity, code: code, message: message, at: location.diagnosticLocation))
    }
}

/// A schema resource (a document root or a subschema with `$id`): the unit of the dynamic scope for
/// `$dynamicRef`, holding the compiled targets of its `$dynamicAnchor`s.
final class SchemaResource: @unchecked Sendable {
    /// The resource's absolute URI, fragment removed.
    let uri: String
    /// `$dynamicAnchor` name → compiled schema, filled by the compiler before any validation.
    var dynamicAnchors: [String: CompiledSchemaNode] = [:]

    init(uri: String) {
        self.uri = uri
    }
}
