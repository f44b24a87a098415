@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// Every schema of a spec compiled once at load time, by location; other locations compile on demand.
final class CompiledSchemas: Sendable {
    /// Compile failures found at load time, and the warnings about keywords compiled without their check.
    let diagnostics: [Diagnostic]
    /// The schema positions of the spec that did not compile, each with its failure (which may be about a schema it
    /// refers to, elsewhere): what tells which operations a broken schema `$ref` breaks (``OperationReferenceFailures``).
    let failedPositions: [SpecLocation: Diagnostic]
    /// Compiles the locations not compiled yet; shared with synthesis (``ContractEngine``).
    let compiler: SchemaCompiler
    private let compiled: Locked<[SpecLocation: Schema]>

    /// Registers the spec's documents and compiles each of its schemas with `dialect`, continuing with `started`
    /// (a compiler for that dialect that has already compiled some of them, see ``BackgroundCompilation``) if given.
    init(loaded: LoadedSpec, dialect: SchemaDialect, mainURL: URL, started: SchemaCompiler? = nil) {
        compiler =
            started ?? SchemaCompiler(dialect: dialect, registry: SchemaRegistry(loader: Self.localDocumentLoader(files: loaded.files)))
        for document in loaded.documents
        where compiler.registry.registeredDocument(at: SchemaURI.withoutFragment(document.url.absoluteString)) == nil {
            compiler.registry.register(document.json, at: document.url)
        }
        if let main = loaded.documents.first { SelfURI.registerAlias(of: main.json, in: compiler.registry) }
        var compiled: [SpecLocation: Schema] = [:]
        compiled.reserveCapacity(loaded.schemas.count)
        var diagnostics: [Diagnostic] = []
        var failedPositions: [SpecLocation: Diagnostic] = [:]
        for schema in loaded.schemas {
            do {
                compiled[schema.specLocation] = try compiler.compile(
                    documentURI: schema.specLocation.documentURL, pointer: schema.specLocation.pointer)
            } catch {
                var diagnostic = error.diagnostic
                if diagnostic.file == nil, schema.specLocation.documentURL != mainURL {
                    diagnostic.file = schema.specLocation.documentURL.path
                }
                diagnostics.append(diagnostic)
                failedPositions[schema.specLocation] = diagnostic
            }
        }
        diagnostics += compiler.warnings
        self.compiled = Locked(compiled)
        self.diagnostics = diagnostics
        self.failedPositions = failedPositions
    }

    /// Reads the files schema `$ref`s name from `files`: refuses anything that is not a local file under its roots
    /// (see ``ReferencedFile``).
    static func localDocumentLoader(files: ReferencedFiles) -> @Sendable (URL) throws -> JSONValue {
        { url in
            guard url.isFileURL else {
                throw ReferenceFailure(
                    code: .refRemote,
                    message:
                        "\(url.absoluteString) is remote; ContractStub never fetches from the network: download it next to the spec and refer to it by a relative path"
                )
            }
            return try files.json(at: DocumentURL.normalized(url)).get()
        }
    }

    /// The schema at `location`: compiled at load time, found inside the nearest schema compiled before that contains
    /// it, or else compiled now; `nil` when it does not compile.
    ///
    /// Checks on all cores ask for many locations at once (the examples rule), so the lock is held only to look up and
    /// to remember: taking the subschema out of its ancestor, and compiling, happen outside it.
    func schema(at location: SpecLocation) -> Schema? {
        let (known, ancestor) = compiled.withLock { compiled -> (Schema?, Schema?) in
            if let schema = compiled[location] { return (schema, nil) }
            return (nil, Self.nearestAncestor(of: location, in: compiled))
        }
        if let known { return known }
        guard
            let schema = ancestor.flatMap({ $0.inlineSubschema(at: location.pointer) })
                ?? (try? compiler.compile(documentURI: location.documentURL, pointer: location.pointer))
        else { return nil }
        // Two threads may have worked out the same location: the first one remembered is the answer for both.
        return compiled.withLock { compiled in
            if let first = compiled[location] { return first }
            compiled[location] = schema
            return schema
        }
    }

    /// The schema of the nearest ancestor of `location` in `compiled`, if any.
    private static func nearestAncestor(of location: SpecLocation, in compiled: [SpecLocation: Schema]) -> Schema? {
        var ancestor = location
        while ancestor.pointer.depth > 0 {
            ancestor.pointer.removeLast()
            if let schema = compiled[ancestor] { return schema }
        }
        return nil
    }
}
