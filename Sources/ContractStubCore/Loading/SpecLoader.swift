import Foundation

/// Reads an OpenAPI 3.0/3.1/3.2 JSON spec into the model: checks what kind of document it is, decodes it
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
    /// - Throws: ``SpecLoadError`` when the data is not a usable OpenAPI 3.0/3.1/3.2 JSON document.
    static func load(data: Data, url: URL, allowedRoots: [URL] = []) throws(SpecLoadError) -> LoadedSpec {
        let documentURL = DocumentURL.normalized(url)
        return try load(json: SpecFile.parse(data, from: documentURL), url: documentURL, allowedRoots: allowedRoots)
    }

    /// Loads the spec whose main document, read from `url` (normalised), is `json`; `schemaMet` is told of each
    /// schema position as the reader meets it; `$ref`s may read files under its folder and under `allowedRoots`.
    static func load(
        json: JSONValue, url: URL, allowedRoots: [URL] = [], schemaMet: ((OpenAPI.SchemaObject) -> Void)? = nil
    ) throws(SpecLoadError) -> LoadedSpec {
        let version = try checkKind(of: json, url: url)
        let store = DocumentStore(mainURL: url, json: json, roots: ReferenceRoots(mainURL: url, allowed: allowedRoots))
        let resolver = ReferenceResolver(store: store)
        let decoder = SpecDecoder(version: version, resolver: resolver)
        decoder.schemaMet = schemaMet
        let root = SpecLocation(documentURL: url, pointer: .root)
        // `checkKind` made sure the root is an object, so decoding always yields a document.
        let document = decoder.decode(OpenAPI.Document.self, from: json, at: root)!
        var diagnostics = decoder.diagnostics
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
            document: document, diagnostics: diagnostics, schemas: schemas,
            documents: store.documents, roots: store.roots)
    }

    /// The version of a document that is an OpenAPI 3.0, 3.1 or 3.2 object; throws for anything else.
    private static func checkKind(of json: JSONValue, url: URL) throws(SpecLoadError) -> OpenAPIVersion {
        let name = url.lastPathComponent
        guard case .object(let root) = json else {
            throw SpecLoadError(
                code: .specRootType, message: "\(name) must hold a JSON object at the top level; found \(json.typeName)", url: url)
        }
        if let swagger = root["swagger"] {
            let declared = swagger.stringValue.map { " \($0)" } ?? ""
            throw SpecLoadError(
                code: .specSwagger2,
                message: """
                    \(name) is a Swagger\(declared) document; ContractStub reads OpenAPI 3.0, 3.1 and 3.2 only. Convert it first, \
                    e.g. `npx swagger2openapi \(name) -o openapi.json`, or paste it into https://editor.swagger.io and \
                    choose Edit → Convert to OpenAPI 3
                    """, url: url)
        }
        guard let versionValue = root["openapi"] else {
            throw SpecLoadError(
                code: .specVersionMissing,
                message: "\(name) has no 'openapi' field; an OpenAPI document starts with \"openapi\": \"3.0.3\" or \"3.1.0\"",
                url: url)
        }
        guard case .string(let text) = versionValue else {
            throw SpecLoadError(
                code: .specVersionUnsupported,
                message: "'openapi' must be a string such as \"3.0.3\" or \"3.1.0\"; found "
                    + (versionValue.numberValue.map { "the number \($0) (write it in quotes)" } ?? versionValue.typeName),
                url: url)
        }
        guard let version = OpenAPIVersion(text), version.isSupported else {
            throw SpecLoadError(
                code: .specVersionUnsupported,
                message: "\(name) declares OpenAPI '\(text)'; ContractStub reads OpenAPI 3.0.x, 3.1.x and 3.2.x", url: url)
        }
        return version
    }
}

/// A spec read into the model, with everything found on the way.
struct LoadedSpec: Sendable {
    /// The document model.
    let document: OpenAPI.Document
    /// Structural problems and reference failures, in the order found.
    let diagnostics: [Diagnostic]
    /// Every schema position of the spec, each once (reached through references too), minus schema `$ref`s already
    /// known to be broken.
    let schemas: [OpenAPI.SchemaObject]
    /// Every JSON document read: the main one first, then the files `$ref`s reached.
    let documents: [DocumentStore.Document]
    /// The folders `$ref`s may read files from.
    let roots: ReferenceRoots
}
