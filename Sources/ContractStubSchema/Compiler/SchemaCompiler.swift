@_spi(ContractStubSpecialized) import ContractStubSyntax
import Foundation

/// Compiles schemas once into validator trees; compiling the same location twice returns the same ``Schema``.
///
/// ```swift
/// let registry = SchemaRegistry()
/// registry.register(spec, at: specURL)
/// let compiler = SchemaCompiler(dialect: .openAPI30, registry: registry)
/// let pet = try compiler.compile(documentURI: specURL, pointer: "/components/schemas/Pet")
/// ```
///
/// Every schema is memoized by its canonical location (document URI + JSON Pointer), so `$ref`s to it share one
/// compiled instance and recursive schemas become cycles in the tree. A `$ref` target is compiled after the schema
/// that refers to it, from a work list, so `$ref` chains of any length compile without deep recursion; only subschemas
/// nested inside one another count towards ``maximumDepth``. Compiling is serialised by a lock; compiled schemas are
/// immutable and validate from any thread.
///
/// Lifetime: the compiled schemas live in an arena that the compiler and every returned ``Schema`` keep alive;
/// when the last of them goes, all of it is freed, cycles included.
package final class SchemaCompiler: @unchecked Sendable {
    /// The rules schemas are read with (a resource's `$schema` may switch to draft 4 or 2020-12).
    package let dialect: SchemaDialect
    /// The documents refs can reach.
    package let registry: SchemaRegistry
    /// Format assertion and other settings.
    package let options: SchemaCompilerOptions

    /// Serialises compiling: held for the whole of a ``compile(documentURI:pointer:)`` call, and guards every
    /// variable below.
    private let lock = Locked()
    /// Owns every node compiled here; shared with the ``Schema`` handles given out.
    let arena = SchemaArena()
    var schemas: [SchemaLocation: CompiledSchemaNode] = [:]
    /// The handle given out for each location `compile` returned, so compiling a location twice returns the same one.
    private var handles: [SchemaLocation: Schema] = [:]
    var resources: [String: SchemaResource] = [:]
    var index = SchemaIndex()
    var usesDynamicReferences = false
    /// Absolute reference URI → its compiled target, so a `$ref` written many times resolves once.
    var referenceCache: [String: CompiledSchemaNode] = [:]
    /// Locations known not to compile, with the error that says why; forgotten when a document is registered.
    var failures: [SchemaLocation: SchemaCompilationError] = [:]
    /// The registry's generation when `failures` was last written.
    var failuresGeneration = 0
    /// The bookkeeping of the `compile` call running now.
    var call = CompileCall()
    /// Keywords compiled without their check (a `pattern` no engine here compiles), each warned about once.
    private var recordedWarnings: [Diagnostic] = []
    private var warned: Set<Diagnostic> = []
    /// How many schemas (memoized and inline) have had their keywords compiled; tests count work with it.
    private(set) var compiledSchemaCount = 0
    /// How many subschemas are being compiled inside one another right now.
    private var depth = 0
    /// Each `pattern` source met, compiled once (`nil`: it does not compile).
    private var patterns: [String: SchemaPattern?] = [:]

    /// How deep subschemas may nest inside one another while compiling before it stops with `schema.depth`. Keeps
    /// deeply nested subschemas from exhausting the stack: a debug build spends about 25 KB of stack per level, so 200
    /// levels stay within 5 MB of an 8 MB thread stack. `$ref` hops do not count: their targets compile one after
    /// another from the call's work list (see ``CompileCall``).
    static let maximumDepth = 200

    /// A compiler for one dialect over the documents of `registry`.
    package init(dialect: SchemaDialect, registry: SchemaRegistry, options: SchemaCompilerOptions = .init()) {
        self.dialect = dialect
        self.registry = registry
        self.options = options
    }

    /// Compiles the schema at `pointer` inside the document registered at `documentURI`.
    /// - Throws: ``SchemaCompilationError`` for an unresolvable `$ref` or a malformed keyword, here or in any schema
    ///   it refers to.
    package func compile(documentURI: URL, pointer: JSONPointer) throws(SchemaCompilationError) -> Schema {
        try lock.withLock { () throws(SchemaCompilationError) in try compileLocked(documentURI: documentURI, pointer: pointer) }
    }

    /// ``compile(documentURI:pointer:)`` with the lock held.
    private func compileLocked(documentURI: URL, pointer: JSONPointer) throws(SchemaCompilationError) -> Schema {
        let location = SchemaLocation(document: SchemaURI.withoutFragment(documentURI.absoluteString), pointer: pointer)
        if let handle = handles[location] { return handle }
        if let schema = schemas[location] { return handle(for: schema, at: location) }
        forgetFailuresIfTheRegistryChanged()
        if let failure = failures[location] { throw failure }
        call = CompileCall()
        defer { call = CompileCall() }
        do throws(SchemaCompilationError) {
            guard let document = try loadDocument(location.document), let value = document[pointer] else {
                throw SchemaCompilationError(
                    .refUnresolved, "no schema at '\(location.document)\(pointer.uriFragment)'",
                    at: location.moved(to: .root))
            }
            let schema = try memoizedSchema(value, at: location, scope: scope(above: location, in: document))
            try compilePending()
            try compileDynamicAnchors()
            try checkReferenceOnlyCycles()
            return handle(for: schema, at: location)
        } catch {
            undoFailedCall(error, compiling: location)
            throw error
        }
    }

    /// Registers `document` at `uri` in place of the document there, between two compile calls: the failures
    /// remembered so far are forgotten (a `$ref` that led nowhere may resolve now), and its identifiers and anchors
    /// are read again when next needed. The schemas compiled so far stay: `document` must hold the same values at
    /// every pointer the old one had (it may hold more).
    package func replaceDocument(_ document: JSONValue, at uri: URL) {
        lock.withLock {
            registry.register(document, at: uri)
            index.scannedDocuments.remove(SchemaURI.withoutFragment(uri.absoluteString))
        }
    }

    /// The warnings of every compile so far: keywords left unchecked because they cannot be compiled
    /// (`schema.pattern.invalid`), while the rest of their schema is checked.
    package var warnings: [Diagnostic] {
        lock.withLock { recordedWarnings }
    }

    /// `source` compiled as a `pattern`, once per compiler however many schemas repeat it (the lock is held): specs
    /// repeat patterns (a resource name's over every schema that has one), and ICU spends hundreds of thousands of
    /// instructions compiling each.
    func pattern(_ source: String) -> SchemaPattern? {
        if let known = patterns[source] { return known }
        let pattern = SchemaPattern(source)
        patterns[source] = .some(pattern)
        return pattern
    }

    /// Records a warning while compiling (the lock is held).
    func warn(_ diagnostic: Diagnostic) {
        if warned.insert(diagnostic).inserted { recordedWarnings.append(diagnostic) }
    }

    /// The public handle for the node compiled at `location`, made once.
    private func handle(for node: CompiledSchemaNode, at location: SchemaLocation) -> Schema {
        let handle = Schema(node: node, arena: arena)
        handles[location] = handle
        return handle
    }

    /// The document at `key`, asking the registry's loader when it is not registered.
    func loadDocument(_ key: String) throws(SchemaCompilationError) -> JSONValue? {
        do {
            return try registry.document(at: key)
        } catch {
            // A file outside the allowed roots keeps its own code (`ref.outside-root`).
            throw SchemaCompilationError(
                (error as? ReferenceFailure)?.code ?? .refUnresolved, "could not load '\(key)': \(error)",
                at: SchemaLocation(document: key, pointer: .root))
        }
    }

    /// The resource object for a base URI, made on first use.
    func resource(for uri: String) -> SchemaResource {
        if let resource = resources[uri] { return resource }
        let resource = SchemaResource(uri: uri)
        arena.adopt(resource)
        resources[uri] = resource
        return resource
    }

    /// The node memoized at `location` for the schema `value` (for `compile` calls and `$ref` targets): made now if
    /// new, its keywords compiled later in this call by ``compilePending()``, so that following a `$ref` never nests.
    /// - Throws: the error remembered for `location` when it is known not to compile.
    func memoizedSchema(_ value: JSONValue, at location: SchemaLocation, scope: CompileScope) throws(SchemaCompilationError)
        -> CompiledSchemaNode
    {
        if let schema = schemas[location] { return schema }
        if let failure = failures[location] { throw failure }
        var scope = scope
        let schema = makeNode(value, at: location, scope: &scope)
        schemas[location] = schema
        call.created.append(schema)
        call.pending.append(CompileCall.Pending(node: schema, value: value, scope: scope))
        return schema
    }

    /// Compiles the inline schema `value` found at `location` now, with its own inline subschemas. Inline subschemas
    /// are not memoized (hashing every location would dominate compile time); a `$ref` to an inline subschema compiles
    /// it once more, memoized from then on.
    func compileSchema(_ value: JSONValue, at location: SchemaLocation, scope: CompileScope) throws(SchemaCompilationError)
        -> CompiledSchemaNode
    {
        var scope = scope
        let schema = makeNode(value, at: location, scope: &scope)
        try compileBody(value, into: schema, scope: scope)
        return schema
    }

    /// A new node for the schema `value` at `location`, owned by the arena; `scope` takes the schema's own `$id` and
    /// `$schema`.
    private func makeNode(_ value: JSONValue, at location: SchemaLocation, scope: inout CompileScope) -> CompiledSchemaNode {
        if case .object(let object) = value { enterResource(object, at: location, scope: &scope) }
        let schema = CompiledSchemaNode(location: location, resource: scope.resource)
        arena.adopt(schema)
        return schema
    }

    /// Compiles the keywords of `value` into `schema`, one subschema level deeper.
    private func compileBody(_ value: JSONValue, into schema: CompiledSchemaNode, scope: CompileScope)
        throws(SchemaCompilationError)
    {
        guard depth < Self.maximumDepth else {
            throw SchemaCompilationError(
                .schemaDepth, "compiling stopped: more than \(Self.maximumDepth) nested subschemas", at: schema.location)
        }
        depth += 1
        defer { depth -= 1 }
        compiledSchemaCount += 1
        switch value {
        case .bool(let accepts):
            schema.isAlwaysFalse = !accepts
        case .object(let object):
            try compileKeywords(object, into: schema, scope: scope)
        default:
            throw SchemaCompilationError(
                .schemaInvalid, "expected a schema (an object or a boolean), found \(ValueDescription.of(value))",
                at: schema.location)
        }
    }

    /// Compiles the keywords of the memoized nodes this call has made, in the order they were met, until none is left
    /// (compiling one may add more).
    private func compilePending() throws(SchemaCompilationError) {
        while call.next < call.pending.count {
            let pending = call.pending[call.next]
            call.next += 1
            call.filling = pending.node
            do {
                try compileBody(pending.value, into: pending.node, scope: pending.scope)
            } catch {
                call.failedNode = pending.node
                throw error
            }
        }
        call.filling = nil
    }

    /// Compiles the `$dynamicAnchor` targets of every resource met so far, until no new resource appears.
    private func compileDynamicAnchors() throws(SchemaCompilationError) {
        while usesDynamicReferences {
            try scanAllDocuments()
            let unfilled = resources.values.filter { !index.filledResources.contains($0.uri) }
            if unfilled.isEmpty { return }
            for resource in unfilled {
                index.filledResources.insert(resource.uri)
                for (name, location) in index.dynamicAnchors[resource.uri] ?? [:] {
                    guard let document = try loadDocument(location.document), let value = document[location.pointer] else {
                        continue
                    }
                    resource.dynamicAnchors[name] = try memoizedSchema(
                        value, at: location, scope: scope(above: location, in: document))
                }
            }
            try compilePending()
        }
    }
}

/// What a schema inherits from where it sits: base URI, dialect and resource.
struct CompileScope {
    var base: String
    var dialect: SchemaDialect
    var resource: SchemaResource
}
