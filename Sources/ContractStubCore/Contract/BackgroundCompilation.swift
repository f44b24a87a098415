import Foundation

/// Compiles a spec's schema positions on another core as the model reader meets them, so compiling overlaps
/// reading instead of following it. The positions compile in the order they are met, which is the order
/// ``CompiledSchemas`` asks for them afterwards, so that pass finds them done and the results are the same.
///
/// The dialect is read from the JSON with the rule ``SchemaDialect/of(_:)`` applies to the model; ``finish(dialect:)``
/// still hands the compiler over only when the two agree.
///
/// A Swagger 2.0 load starts it before converting (``init(early:url:files:)``): it converts the definitions and
/// compiles them while the loading thread converts the paths, then ``replaceDocument(with:)`` gives it the whole
/// conversion before the model reader queues anything. Results stay those of the reader's order: the reader meets the
/// component schemas first, in the same order.
final class BackgroundCompilation: @unchecked Sendable {
    private let dialect: SchemaDialect
    private let compiler: SchemaCompiler
    /// The main document's URL.
    private let url: URL
    /// The definitions to convert and compile before any queued position (``init(early:url:files:)``).
    private let early: Swagger2Definitions?
    /// Guards `pending`, `isWorking`, `isClosed` and `replacement`, and wakes the worker.
    private let condition = NSCondition()
    private var pending: [SpecLocation] = []
    /// Whether the worker is compiling a batch taken from `pending`.
    private var isWorking = false
    private var isClosed = false
    /// The main document to register before the next compile call (``replaceDocument(with:)``).
    private var replacement: JSONValue?
    private let done = DispatchSemaphore(value: 0)

    /// Starts a worker that compiles with a compiler over `json`, the spec's main document at `url`, reading other
    /// documents from `files` (by default, those under `url`'s folder).
    convenience init(json: JSONValue, url: URL, files: ReferencedFiles? = nil) {
        self.init(json: json, url: url, files: files, early: nil)
    }

    /// Starts a worker that converts the definitions of a Swagger 2.0 document and compiles them over a provisional
    /// document (unless one refers to another place of the document), then the positions queued. Call
    /// ``replaceDocument(with:)`` with the whole conversion before queueing any.
    convenience init(early definitions: Swagger2Definitions, url: URL, files: ReferencedFiles) {
        self.init(json: Swagger2Definitions.provisionalDocument(schemas: JSONObject()), url: url, files: files, early: definitions)
    }

    private init(json: JSONValue, url: URL, files: ReferencedFiles?, early: Swagger2Definitions?) {
        self.url = url
        self.early = early
        isWorking = early != nil
        let version = json["openapi"]?.stringValue.flatMap(OpenAPIVersion.init) ?? OpenAPIVersion(major: 3, minor: 0)
        dialect = SchemaDialect.of(version: version, jsonSchemaDialect: json["jsonSchemaDialect"]?.stringValue).0
        let registry = SchemaRegistry(
            loader: CompiledSchemas.localDocumentLoader(files: files ?? ReferencedFiles(roots: ReferenceRoots(mainURL: url))))
        registry.register(json, at: url)
        SelfURI.registerAlias(of: json, in: registry)
        compiler = SchemaCompiler(dialect: dialect, registry: registry)
        // A thread of its own, not a dispatch queue: the caller blocks in `finish`, and a caller that is itself
        // one of a saturated dispatch pool's threads must not wait for work queued behind it.
        // The thread holds `self` only while it works, so once `finish` returns nothing here keeps the compiled
        // schemas alive but the contract.
        let done = done
        let worker = Thread { [weak self] in
            self?.work()
            done.signal()
        }
        worker.qualityOfService = .userInitiated
        // As much stack as a main thread: the compiler's nesting limit assumes it (see SchemaCompiler.maximumDepth),
        // and secondary threads get 512 KB by default on Apple platforms.
        worker.stackSize = 8 << 20
        worker.start()
    }

    /// Makes `json` the main document from the worker's next compile call on: the whole Swagger 2.0 conversion, in
    /// place of the provisional document of ``init(early:url:files:)``. It does not wait for the call in progress.
    func replaceDocument(with json: JSONValue) {
        condition.lock()
        replacement = json
        condition.unlock()
    }

    /// Registers the document ``replaceDocument(with:)`` was given, if any, between two compile calls.
    private func applyReplacement() {
        condition.lock()
        let document = replacement
        replacement = nil
        condition.unlock()
        if let document { compiler.replaceDocument(document, at: url) }
    }

    /// Queues a schema position met by the model reader.
    func enqueue(_ location: SpecLocation) {
        condition.lock()
        pending.append(location)
        condition.signal()
        condition.unlock()
    }

    /// Whether positions queued so far are still being compiled (`false` once the worker has caught up).
    var isCompiling: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isWorking || !pending.isEmpty
    }

    /// Waits for every queued position to be compiled, then returns the compiler, or `nil` if it was started with
    /// another dialect than `dialect`. Call it exactly once: until then the worker waits for more positions.
    func finish(dialect: SchemaDialect) -> SchemaCompiler? {
        condition.lock()
        isClosed = true
        condition.signal()
        condition.unlock()
        done.wait()
        return dialect == self.dialect ? compiler : nil
    }

    private func work() {
        if let early {
            compileEarly(early.conversion)
        }
        defer { applyReplacement() }
        while let batch = nextBatch() {
            applyReplacement()
            for location in batch {
                _ = try? compiler.compile(documentURI: location.documentURL, pointer: location.pointer)
            }
        }
    }

    /// Compiles the converted definitions over a provisional document holding them, unless the whole document has
    /// replaced it already (the queued positions include them then) or one of them refers elsewhere in the document.
    private func compileEarly(_ conversion: Swagger2Definitions.Conversion) {
        guard !conversion.refersOutsideDefinitions else { return }
        condition.lock()
        let isReplaced = replacement != nil
        condition.unlock()
        guard !isReplaced else { return }
        compiler.replaceDocument(Swagger2Definitions.provisionalDocument(schemas: conversion.schemas), at: url)
        for location in Swagger2Definitions.schemaLocations(of: conversion.schemas, in: url) {
            applyReplacement()
            _ = try? compiler.compile(documentURI: location.documentURL, pointer: location.pointer)
        }
    }

    /// The positions queued since the last batch; `nil` once the queue is closed and empty. The worker is working
    /// from the moment it takes a batch until it comes back for the next one and finds none.
    private func nextBatch() -> [SpecLocation]? {
        condition.lock()
        defer { condition.unlock() }
        isWorking = false
        while pending.isEmpty && !isClosed { condition.wait() }
        if pending.isEmpty { return nil }
        isWorking = true
        defer { pending.removeAll(keepingCapacity: true) }
        return pending
    }
}
