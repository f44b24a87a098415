@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// An OpenAPI 3.0/3.1/3.2 (or Swagger 2.0) spec ready for checking traffic: read, `$ref`s resolved, every schema compiled.
///
/// ```swift
/// let contract = try Contract(contentsOf: URL(fileURLWithPath: "specs/petstore.json"))
/// contract.diagnostics.filter { $0.severity == .error }   // what loading found; [] for a sound spec
/// let stub = ContractStub(contract)
/// ```
///
/// Error policy: a spec that cannot be read at all throws a ``SpecLoadError``. A `$ref` that cannot be followed
/// (`ref.unresolved`, `ref.type`, `ref.cycle`, `ref.outside-root`, or a remote `ref.remote`, never fetched) does not:
/// it breaks only the operations that read it, whatever the depth (a parameter, request body, response, header,
/// example or schema of theirs, or anything those refer to). A broken operation stays routed, but every request to
/// it, every response checked for it and every stub answer asked of it gets its reference failures, each naming the
/// `$ref` and its pointer; every other operation works. A failure no operation reads (an unused component, a
/// webhook) only stays in ``diagnostics``, with every other problem, including a schema that does not compile; the
/// rest of the contract stays usable. (`contractstub` refuses such a spec as a whole: its commands load it with the
/// `spec.refs.unresolved` error, one diagnostic per failing `$ref`.)
///
/// A `$ref` into another kind of component whose target reads as the kind expected (a response `$ref` into
/// `components/requestBodies` landing on an object with a `description` and `content`) is followed, with a
/// `ref.type` warning: no OpenAPI rule forbids it.
public final class Contract: Sendable {
    /// The URL the spec was read from (or as).
    public let url: URL
    /// The document model.
    package let document: OpenAPI.Document
    /// The dialect schemas are compiled with.
    package let dialect: SchemaDialect
    /// Whether the main document was written in Swagger 2.0 (and read through its OpenAPI 3.0 conversion): checks of
    /// the 3.0 model name 2.0's own fields in their messages.
    package let isSwagger2: Bool
    /// Every operation, in document order (paths, then methods in spec order).
    package let operations: [Operation]
    /// Problems found while loading: warnings and errors that do not prevent use.
    public let diagnostics: [Diagnostic]
    /// Every schema position of the spec (components and inline), in document order.
    package let schemaObjects: [OpenAPI.SchemaObject]
    /// The spec's documents: the main file first, then every file its `$ref`s reached.
    package let documents: [Document]
    private let operationIndex: [String: Int]
    private let routeIndex: [Route: Int]
    private let schemas: CompiledSchemas
    /// The Swagger 2.0 document as written (`nil` for OpenAPI 3.x), which nothing reads after the conversion: held so
    /// that its nodes are freed with the contract rather than in the middle of loading, on the path every load waits
    /// for. (The CLI frees its contract on a background thread; a 3.x document is held as ``documents`` anyway.)
    private let swagger2Source: JSONValue?
    /// A locator over the bytes the main file was read from, kept by the command line's load
    /// (``init(contentsOf:allowedRefRoots:acceptingRemoteReferences:whileCompiling:)``) to place its findings in the
    /// very bytes checked, with the outline a large file's decoding made (`nil` for a YAML file and other loads).
    package let mainFileLocator: SourceLocator?
    /// What later stages build from the contract once and keep with it (the engine).
    package let derived = DerivedObjects()
    /// ``documentReferences``, once made (apart from ``derived``, whose objects are made under its lock and follow
    /// references while they are made).
    let referencesMade = Locked<DocumentReferences?>(nil)

    /// An operation's method and path template, which name it uniquely.
    private struct Route: Hashable {
        let method: HTTPMethod
        let path: String
    }

    /// Loads, resolves and compiles the spec in the JSON or YAML file at `url` (`.yaml`/`.yml` files are read as YAML,
    /// `.json` files as JSON, any other by its content; see the type's error policy for broken `$ref`s). `$ref`s may
    /// read files under the spec's own folder and under `allowedRefRoots`, nowhere else.
    ///
    /// ```swift
    /// let contract = try Contract(contentsOf: URL(fileURLWithPath: "specs/petstore.json"))
    /// let shared = try Contract(
    ///     contentsOf: URL(fileURLWithPath: "specs/api.yaml"), allowedRefRoots: [URL(fileURLWithPath: "shared/schemas")])
    /// ```
    /// - Throws: ``SpecLoadError`` (see the type for its codes). A `$ref` to a file outside every root is not read: a
    ///   `ref.outside-root` failure of the operations that read it.
    public convenience init(contentsOf url: URL, allowedRefRoots: [URL] = []) throws(SpecLoadError) {
        let documentURL = DocumentURL.normalized(url)
        try self.init(json: SpecFile.read(documentURL), url: documentURL, allowedRefRoots: allowedRefRoots, refusing: .none)
    }

    /// Loads the spec as the command line does: like ``init(contentsOf:allowedRefRoots:)``, but any `$ref` that cannot
    /// be followed throws `spec.refs.unresolved` (one diagnostic per reference, each with its pointer) instead of
    /// breaking the operations that read it. With `acceptingRemoteReferences` (`contractstub validate`, which checks
    /// the rest), remote `$ref`s stay `ref.remote` warnings and do not throw. `whileCompiling` is given the loading
    /// thread while the schemas finish compiling.
    package convenience init(
        contentsOf url: URL, allowedRefRoots: [URL], acceptingRemoteReferences: Bool, whileCompiling: (any WorkWhileCompiling)? = nil
    ) throws(SpecLoadError) {
        let documentURL = DocumentURL.normalized(url)
        let (json, locator) = try SpecFile.readLocatable(documentURL)
        try self.init(
            json: json, url: documentURL, allowedRefRoots: allowedRefRoots,
            refusing: .unresolvedReferences(acceptingRemote: acceptingRemoteReferences), whileCompiling: whileCompiling,
            mainFileLocator: locator)
    }

    /// What loading refuses as a whole rather than leaving to the operations it breaks.
    private enum Refusal {
        /// Nothing: broken `$ref`s break their operations only.
        case none
        /// Any `$ref` that cannot be followed; remote ones too unless `acceptingRemote`.
        case unresolvedReferences(acceptingRemote: Bool)
    }

    /// Loads, resolves and compiles the spec in `data`, read as if from `baseURL`: relative `$ref`s resolve
    /// against it and diagnostics name it. Pass the spec file's URL, e.g. `URL(fileURLWithPath: "specs/api.json")`.
    /// - Throws: ``SpecLoadError`` (see the type for its codes).
    /// `$ref`s may read files under `baseURL`'s folder and under `allowedRefRoots`.
    package convenience init(data: Data, baseURL: URL, allowedRefRoots: [URL] = []) throws(SpecLoadError) {
        let documentURL = DocumentURL.normalized(baseURL)
        try self.init(json: SpecFile.parse(data, from: documentURL), url: documentURL, allowedRefRoots: allowedRefRoots, refusing: .none)
    }

    /// Reads the model on this core while the schemas it meets compile on another.
    private convenience init(
        json: JSONValue, url: URL, allowedRefRoots: [URL], refusing refusal: Refusal, whileCompiling: (any WorkWhileCompiling)? = nil,
        mainFileLocator: SourceLocator? = nil
    ) throws(SpecLoadError) {
        let files = ReferencedFiles(roots: ReferenceRoots(mainURL: url, allowed: allowedRefRoots))
        let kind = try SpecKind(of: json, url: url)
        // A Swagger 2.0 document's definitions convert and compile on the compiler's thread while its paths convert.
        var definitions: Swagger2Definitions?
        if kind.isSwagger2, case .object(let root) = json {
            definitions = Swagger2Definitions(root: root, url: url, roots: files.roots)
        }
        let early = definitions.map { BackgroundCompilation(early: $0, url: url, files: files) }
        let prepared = SpecLoader.prepare(json: json, kind: kind, url: url, allowedRoots: allowedRefRoots, definitions: definitions)
        early?.replaceDocument(with: prepared.json)
        let compilation = early ?? BackgroundCompilation(json: prepared.json, url: url, files: files)
        let loaded = SpecLoader.load(prepared: prepared, url: url, files: files) {
            compilation.enqueue($0.specLocation)
        }
        whileCompiling?.work(schemaObjects: loaded.schemas, isCompiling: { compilation.isCompiling })
        try self.init(
            loaded: loaded, url: url, compilation: compilation, swagger2Source: prepared.isSwagger2 ? json : nil, refusing: refusal,
            mainFileLocator: mainFileLocator)
    }

    private init(
        loaded: LoadedSpec, url: URL, compilation: BackgroundCompilation, swagger2Source: JSONValue?, refusing refusal: Refusal,
        mainFileLocator: SourceLocator?
    ) throws(SpecLoadError) {
        self.url = url
        self.swagger2Source = swagger2Source
        self.mainFileLocator = mainFileLocator
        document = loaded.document
        isSwagger2 = loaded.isSwagger2
        schemaObjects = loaded.schemas
        documents = loaded.documents.map { Contract.Document(url: $0.url, json: $0.json) }
        var diagnostics = loaded.diagnostics
        let (dialect, dialectWarning) = SchemaDialect.of(loaded.document)
        self.dialect = dialect
        if let dialectWarning { diagnostics.append(dialectWarning) }

        var entries: [(method: HTTPMethod, path: String, item: OpenAPI.PathItem, operation: OpenAPI.Operation)] = []
        var index: [String: Int] = [:]
        var routeIndex: [Route: Int] = [:]
        for (path, item) in loaded.document.paths {
            guard let item = item.value else { continue }
            for entry in item.operations {
                let (method, operation) = (entry.method, entry.operation)
                if let id = operation.operationId {
                    if index[id] != nil {
                        diagnostics.append(
                            Diagnostic(
                                .error, code: .specOperationIdDuplicate,
                                message: "operationId '\(id)' is used by more than one operation; the first one is used",
                                specPointer: operation.specLocation.pointer.appending("operationId"), operationId: id))
                    } else {
                        index[id] = entries.count
                    }
                }
                routeIndex[Route(method: method, path: path)] = entries.count
                entries.append((method, path, item, operation))
            }
        }
        operationIndex = index
        self.routeIndex = routeIndex

        schemas = CompiledSchemas(
            loaded: loaded, dialect: dialect, mainURL: url, started: compilation.finish(dialect: dialect))
        // A broken schema reached through several positions fails once per position: report it once.
        var seen = Set<Diagnostic>()
        diagnostics += schemas.diagnostics.filter { seen.insert($0).inserted }
        self.diagnostics = diagnostics

        let failures = OperationReferenceFailures(diagnostics: diagnostics, failedSchemaPositions: schemas.failedPositions, mainURL: url)
        operations = entries.enumerated().map { number, entry in
            Operation(
                id: Operation.ID(index: number), method: entry.method, path: entry.path, item: entry.item, operation: entry.operation,
                document: loaded.document, referenceFailures: failures.failures(of: entry.operation, in: entry.item))
        }

        guard case .unresolvedReferences(let acceptingRemote) = refusal else { return }
        let unresolved = diagnostics.filter {
            $0.code.hasPrefix("ref.") && ($0.severity == .error || (!acceptingRemote && $0.code == DiagnosticCode.refRemote.id))
        }
        if !unresolved.isEmpty {
            let count = unresolved.count == 1 ? "1 reference" : "\(unresolved.count) references"
            throw SpecLoadError(
                code: .specRefsUnresolved, message: "\(count) in \(url.lastPathComponent) cannot be resolved", url: url,
                diagnostics: unresolved)
        }
    }

    /// The operation with `operationId`.
    package func operation(_ operationId: String) -> Operation? {
        operationIndex[operationId].map { operations[$0] }
    }

    /// The operations a broken `$ref` breaks (see the type's error policy), in document order; each one's
    /// `referenceFailures` say which references and where.
    package var brokenOperations: [Operation] { operations.filter(\.isBroken) }

    /// The operation for `method` on the path template `path` (as written in the spec, e.g. `/pets/{petId}`).
    package func operation(_ method: HTTPMethod, _ path: String) -> Operation? {
        routeIndex[Route(method: method, path: path)].map { operations[$0] }
    }

    /// This contract's own `operation`, which may come from another contract read from the same spec: the operation
    /// with its id when that one has its method and path, else the one with its method and path.
    package func own(_ operation: Operation) -> Operation? {
        if operations.indices.contains(operation.id.index) {
            let candidate = operations[operation.id.index]
            if candidate.method == operation.method, candidate.path == operation.path { return candidate }
        }
        return self.operation(operation.method, operation.path)
    }

    /// The compiler the contract's schemas were compiled with, over every document of the spec.
    package var schemaCompiler: SchemaCompiler { schemas.compiler }

    /// The compiled form of a schema of this spec.
    package func schema(for schema: OpenAPI.SchemaObject) -> Schema? {
        schemas.schema(at: schema.specLocation)
    }

    /// The compiled schema at a location of this contract (its document URL already normalised, as the model's are).
    package func schema(at location: SpecLocation) -> Schema? {
        schemas.schema(at: location)
    }

    /// The compiled schema at `pointer` in the main document, or in the document at `documentURL`.
    /// Schemas of the spec are compiled at load time; a subschema inside one of them is taken from that compilation,
    /// and any other location is compiled on first request.
    package func schema(at pointer: JSONPointer, in documentURL: URL? = nil) -> Schema? {
        schemas.schema(at: SpecLocation(documentURL: documentURL.map(DocumentURL.normalized) ?? url, pointer: pointer))
    }
}
