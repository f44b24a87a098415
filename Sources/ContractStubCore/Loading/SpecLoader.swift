import Foundation

/// Reads an OpenAPI 3.0/3.1/3.2 or Swagger 2.0 JSON spec into the model: checks what kind of document it is, decodes it
/// tolerantly, resolves every non-schema `$ref` (loading files next to the spec), and checks schema `$ref`s.
///
/// ```swift
/// let spec = try SpecLoader.load(contentsOf: URL(fileURLWithPath: "specs/petstore.json"))
/// spec.document.info.title
/// spec.diagnostics.filter { $0.severity == .error }
/// ```
/// The contract builds on this and also compiles the schemas.
enum SpecLoader {
    /// Loads the spec in the file at `url`.
    /// - Throws: ``SpecLoadError`` when the file is missing or unusable (not when it merely has problems: those are diagnostics).
    /// `$ref`s may read files under the spec's folder and under `allowedRoots`.
    static func load(contentsOf url: URL, allowedRoots: [URL] = []) throws(SpecLoadError) -> LoadedSpec {
        let documentURL = DocumentURL.normalized(url)
        return try load(json: SpecFile.read(documentURL), url: documentURL, allowedRoots: allowedRoots)
    }

    /// Loads the spec in `data`, read as if from `url` (relative `$ref`s resolve against it).
    /// - Throws: ``SpecLoadError`` when the data is not a usable OpenAPI 3.0/3.1/3.2 or Swagger 2.0 JSON document.
    static func load(data: Data, url: URL, allowedRoots: [URL] = []) throws(SpecLoadError) -> LoadedSpec {
        let documentURL = DocumentURL.normalized(url)
        return try load(json: SpecFile.parse(data, from: documentURL), url: documentURL, allowedRoots: allowedRoots)
    }

    /// Loads the spec whose main document, read from `url` (normalised), is `json`; `schemaMet` is told of each
    /// schema position as the reader meets it; `$ref`s may read files under its folder and under `allowedRoots`.
    static func load(
        json: JSONValue, url: URL, allowedRoots: [URL] = [], schemaMet: ((OpenAPI.SchemaObject) -> Void)? = nil
    ) throws(SpecLoadError) -> LoadedSpec {
        try load(
            prepared: prepare(json: json, url: url, allowedRoots: allowedRoots), url: url,
            files: ReferencedFiles(roots: ReferenceRoots(mainURL: url, allowed: allowedRoots)), schemaMet: schemaMet)
    }

    /// The main document as the 3.x reader reads it: `json` itself for OpenAPI 3.x, its OpenAPI 3.0 conversion for
    /// Swagger 2.0 (``Swagger2Converter``).
    /// - Throws: ``SpecLoadError`` when `json` is neither (see ``SpecKind``).
    static func prepare(json: JSONValue, url: URL, allowedRoots: [URL] = []) throws(SpecLoadError) -> PreparedSpec {
        prepare(json: json, kind: try SpecKind(of: json, url: url), url: url, allowedRoots: allowedRoots)
    }

    /// ``prepare(json:url:allowedRoots:)`` for a document of the kind `kind`, whose definitions (if Swagger 2.0) are
    /// converted by `definitions` when given (maybe on another thread already: ``Swagger2Definitions``).
    static func prepare(
        json: JSONValue, kind: SpecKind, url: URL, allowedRoots: [URL] = [], definitions: Swagger2Definitions? = nil
    ) -> PreparedSpec {
        guard kind.isSwagger2, case .object(let root) = json else {
            return PreparedSpec(json: json, version: kind.version, isSwagger2: false, diagnostics: [], waived: [])
        }
        let roots = ReferenceRoots(mainURL: url, allowed: allowedRoots)
        let converted = Swagger2Converter(root: root, url: url, roots: roots, recordingOrigins: false).convert(definitions: definitions)
        // Swagger 2.0 puts no rule on the names of definitions, parameters and responses (`$.xgafv` is a valid one).
        return PreparedSpec(
            json: converted.json, version: kind.version, isSwagger2: true, diagnostics: converted.diagnostics,
            waived: [DiagnosticCode.specComponentName.id])
    }

    /// Loads the spec whose main document, read from `url` (normalised), was prepared as `prepared`; `$ref`s read the
    /// other documents from `files`.
    static func load(
        prepared: PreparedSpec, url: URL, files: ReferencedFiles, schemaMet: ((OpenAPI.SchemaObject) -> Void)? = nil
    ) -> LoadedSpec {
        let json = prepared.json
        let store = DocumentStore(mainURL: url, json: json, files: files)
        let resolver = ReferenceResolver(store: store)
        let decoder = SpecDecoder(version: prepared.version, resolver: resolver)
        decoder.schemaMet = schemaMet
        let root = store.main.root
        // `SpecKind` made sure the root is an object, so decoding always yields a document.
        let document = decoder.decode(OpenAPI.Document.self, from: json, at: root)!
        var diagnostics = prepared.diagnostics + decoder.diagnostics.filter { !prepared.waived.contains($0.code) }
        var schemas: [OpenAPI.SchemaObject] = []
        schemas.reserveCapacity(decoder.schemas.count)
        for schema in decoder.schemas {
            if let ref = schema.ref, schema.json["$id"] == nil,
                let failure = resolver.checkSchemaReference(ref, from: schema.specLocation)
            {
                diagnostics.append(
                    Diagnostic(
                        failure.code.severity, code: failure.code, message: failure.message,
                        at: resolver.diagnosticLocation(schema.specLocation)))
            } else {
                schemas.append(schema)
            }
        }
        diagnostics += SecurityNameCheck.diagnostics(for: document)
        return LoadedSpec(
            document: document, isSwagger2: prepared.isSwagger2, diagnostics: diagnostics, schemas: schemas,
            documents: store.documents, files: store.files)
    }
}

/// A main document ready for the 3.x reader, with the version it is read as and what preparing it found.
struct PreparedSpec {
    /// The OpenAPI 3.x document.
    let json: JSONValue
    /// The version it is read as.
    let version: OpenAPIVersion
    /// Whether it was written in Swagger 2.0 (and `json` is its conversion).
    let isSwagger2: Bool
    /// What only Swagger 2.0 forbids (none for OpenAPI 3.x).
    let diagnostics: [Diagnostic]
    /// The codes of 3.x rules the source version does not have, left out of the 3.x reader's findings.
    let waived: Set<String>
}

/// A spec read into the model, with everything found on the way.
struct LoadedSpec: Sendable {
    /// The document model.
    let document: OpenAPI.Document
    /// Whether the main document was written in Swagger 2.0 (and read through its OpenAPI 3.0 conversion).
    let isSwagger2: Bool
    /// Structural problems and reference failures, in the order found.
    let diagnostics: [Diagnostic]
    /// Every schema position of the spec, each once (reached through references too), minus schema `$ref`s already
    /// known to be broken.
    let schemas: [OpenAPI.SchemaObject]
    /// Every JSON document read: the main one first, then the files `$ref`s reached.
    let documents: [DocumentStore.Document]
    /// Where `$ref`s read files from (only under its roots), each file once.
    let files: ReferencedFiles
}
