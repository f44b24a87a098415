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
/// compiled instance and recursive schemas become cycles in the tree. Compiling is serialised by a lock;
/// compiled schemas are immutable and validate from any thread.
///
/// Lifetime: the compiled schemas live in an arena that the compiler and every returned ``Schema`` keep alive;
/// when the last of them goes, all of it is freed, cycles included.
public final class SchemaCompiler: @unchecked Sendable {
    /// The rules schemas are read with (a resource's `$schema` may switch to draft 4 or 2020-12).
    public let dialect: SchemaDialect
    /// The documents refs can reach.
    public let registry: SchemaRegistry
    /// Format assertion and other settings.
    public let options: SchemaCompilerOptions

    private let lock = NSLock()
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
    /// Locations compiled by the current `compile` call, forgotten again if it fails.
    var createdInCall: [SchemaLocation] = []
    /// Schemas made by the current `compile` call that are nothing but a reference, checked for ref-only cycles.
    var referenceOnlySchemas: [CompiledSchemaNode] = []
    /// How many schemas are being compiled inside one another right now (nested subschemas and `$ref` hops).
    private var depth = 0

    /// How deep subschemas and `$ref` hops may nest while compiling before it stops with `schema.depth`. Keeps long
    /// `$ref` chains (`A` → `B` → …) and deeply nested subschemas from exhausting the stack: a debug build spends
    /// about 25 KB of stack per level, so 200 levels stay within 5 MB of an 8 MB thread stack.
    static let maximumDepth = 200

    /// A compiler for one dialect over the documents of `registry`.
    public init(dialect: SchemaDialect, registry: SchemaRegistry, options: SchemaCompilerOptions = .init()) {
        self.dialect = dialect
        self.registry = registry
        self.options = options
    }

    /// Compiles the schema at `pointer` inside the document registered at `documentURI`.
    /// - Throws: ``SchemaCompilationError`` for an unresolvable `$ref` or a malformed keyword.
    public func compile(documentURI: URL, pointer: JSONPointer) throws(SchemaCompilationError) -> Schema {
        lock.lock()
        defer { lock.unlock() }
        let location = SchemaLocation(document: SchemaURI.withoutFragment(documentURI.absoluteString), pointer: pointer)
        if let handle = handles[location] { return handle }
        if let schema = schemas[location] { return handle(for: schema, at: location) }
        createdInCall = []
        referenceOnlySchemas = []
        do throws(SchemaCompilationError) {
            guard let document = try loadDocument(location.document), let value = document[pointer] else {
                throw SchemaCompilationError(
                    "ref.unresolved", "no schema at '\(location.document)\(pointer.uriFragment)'",
                    at: SchemaLocation(document: location.document, pointer: .root))
            }
            let schema = try compileMemoized(value, at: location, scope: scope(above: location, in: document))
            try compileDynamicAnchors()
            try checkReferenceOnlyCycles()
            return handle(for: schema, at: location)
        } catch {
            // Forget the half-built schemas so a later call does not return them.
            let dropped = Set(createdInCall)
            for location in dropped { schemas[location] = nil }
            referenceCache = referenceCache.filter { !dropped.contains($0.value.location) }
            throw error
        }
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
            throw SchemaCompilationError(
                "ref.unresolved", "could not load '\(key)': \(error)", at: SchemaLocation(document: key, pointer: .root))
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

    /// Compiles the schema `value` found at `location` and memoizes it there (for `compile` calls and `$ref`
    /// targets), or returns the schema already memoized.
    func compileMemoized(_ value: JSONValue, at location: SchemaLocation, scope: CompileScope) throws(SchemaCompilationError)
        -> CompiledSchemaNode
    {
        if let schema = schemas[location] { return schema }
        return try compileSchema(value, at: location, scope: scope, memoize: true)
    }

    /// Compiles the schema `value` found at `location`. Inline subschemas are not memoized (hashing every location
    /// would dominate compile time); a `$ref` to an inline subschema compiles it once more, memoized from then on.
    func compileSchema(_ value: JSONValue, at location: SchemaLocation, scope: CompileScope, memoize: Bool = false)
        throws(SchemaCompilationError) -> CompiledSchemaNode
    {
        guard depth < Self.maximumDepth else {
            throw SchemaCompilationError(
                "schema.depth", "compiling stopped: more than \(Self.maximumDepth) nested subschemas or $ref hops", at: location)
        }
        depth += 1
        defer { depth -= 1 }
        var scope = scope
        if case .object(let object) = value { enterResource(object, at: location, scope: &scope) }
        let schema = CompiledSchemaNode(location: location, resource: scope.resource)
        arena.adopt(schema)
        if memoize {
            schemas[location] = schema
            createdInCall.append(location)
        }
        switch value {
        case .bool(let accepts):
            schema.isAlwaysFalse = !accepts
        case .object(let object):
            try compileKeywords(object, into: schema, scope: scope)
        default:
            throw SchemaCompilationError(
                "schema.invalid", "expected a schema (an object or a boolean), found \(ValueDescription.of(value))",
                at: location)
        }
        return schema
    }

    /// Compiles the `$dynamicAnchor` targets of every resource met so far, until no new resource appears.
    private func compileDynamicAnchors() throws(SchemaCompilationError) {
        guard usesDynamicReferences else { return }
        try scanAllDocuments()
        var pending = resources.values.filter { !index.filledResources.contains($0.uri) }
        while let resource = pending.popLast() {
            index.filledResources.insert(resource.uri)
            for (name, location) in index.dynamicAnchors[resource.uri] ?? [:] {
                guard let document = try loadDocument(location.document), let value = document[location.pointer] else {
                    continue
                }
                resource.dynamicAnchors[name] = try compileMemoized(
                    value, at: location, scope: scope(above: location, in: document))
            }
            if pending.isEmpty {
                pending = resources.values.filter { !index.filledResources.contains($0.uri) }
            }
        }
    }

    /// Rejects `$ref` chains that loop without ever reaching a schema with assertions (`{"$ref": "#"}` at a root).
    private func checkReferenceOnlyCycles() throws(SchemaCompilationError) {
        defer { referenceOnlySchemas = [] }
        for start in referenceOnlySchemas {
            var seen: Set<ObjectIdentifier> = []
            var current: CompiledSchemaNode? = start
            while let schema = current, let target = schema.referenceTarget, schema.rules.count == 1 {
                guard seen.insert(ObjectIdentifier(schema)).inserted else {
                    throw SchemaCompilationError(
                        "ref.cycle", "'$ref' chain loops back to '\(schema.location.pointer.uriFragment)' without reaching a schema",
                        at: start.location)
                }
                current = target
            }
        }
    }
}

/// What a schema inherits from where it sits: base URI, dialect and resource.
struct CompileScope {
    var base: String
    var dialect: SchemaDialect
    var resource: SchemaResource
}
