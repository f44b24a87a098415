/// Base URIs, identifiers, anchors and `$ref` resolution.
extension SchemaCompiler {
    /// The scope a schema at `location` inherits: the base URI and dialect set by `$id`/`$schema` of the
    /// objects on the way down from the document root (the schema's own keywords are applied when it compiles).
    func scope(above location: SchemaLocation, in document: JSONValue) -> CompileScope {
        var scope = CompileScope(base: location.document, dialect: dialect, resource: resource(for: location.document))
        // OpenAPI 3.0 schemas have neither `$schema` nor an identifier: no object on the way changes the scope.
        guard dialect != .openAPI30 else { return scope }
        var value: JSONValue? = document
        var depth = 0
        location.pointer.walkTokens { token in
            // Most objects on the way declare neither `$schema` nor an identifier: their location (a copy of
            // `location` captured for each) is not even prepared.
            if case .object(let object)? = value, declaresResource(object, in: scope) {
                enterResource(object, at: location.moved(to: location.pointer.prefix(depth)), scope: &scope)
            }
            value = value?.member(token)
            depth += 1
            return value != nil
        }
        return scope
    }

    /// Whether `object` holds a member ``enterResource(_:at:scope:)`` reads: `$schema` (beyond OpenAPI 3.0), or the
    /// identifier keyword of `scope`'s dialect.
    private func declaresResource(_ object: JSONObject, in scope: CompileScope) -> Bool {
        if dialect != .openAPI30, object["$schema"] != nil { return true }
        guard let keyword = scope.dialect.identifierKeyword else { return false }
        return object[keyword] != nil
    }

    /// Applies `$schema` and `$id`/`id` of a schema object to `scope`, recording the identifier at `location` (worked
    /// out only then).
    func enterResource(_ object: JSONObject, at location: @autoclosure () -> SchemaLocation, scope: inout CompileScope) {
        if dialect != .openAPI30, case .string(let uri)? = object["$schema"], let named = SchemaDialect.named(by: uri) {
            scope.dialect = named
        }
        guard let keyword = scope.dialect.identifierKeyword, case .string(let identifier)? = object[keyword] else { return }
        // Draft 4: a `$ref` makes its siblings, `id` included, ignored; `id: "#name"` is an anchor, not a base.
        if scope.dialect == .draft4, object["$ref"] != nil || identifier.hasPrefix("#") { return }
        let uri = SchemaURI.withoutFragment(SchemaURI.resolve(identifier, against: scope.base))
        scope.base = uri
        scope.resource = resource(for: uri)
        if index.identifiers[uri] == nil { index.identifiers[uri] = location() }
    }

    /// Records every identifier and anchor of the document at `key` (once per document).
    func scanDocument(_ key: String) throws(SchemaCompilationError) {
        guard !index.scannedDocuments.contains(key), let document = try loadDocument(key) else { return }
        index.scannedDocuments.insert(key)
        let scope = CompileScope(base: key, dialect: dialect, resource: resource(for: key))
        scan(document, at: SchemaLocation(document: key, pointer: .root), scope: scope)
    }

    /// Scans every registered document not scanned yet: only those registered since the last call are looked at, so a
    /// spec of many files costs a pass over each once, however many references ask.
    func scanAllDocuments() throws(SchemaCompilationError) {
        let (keys, count) = registry.documentKeys(after: index.documentsOffered)
        for key in keys.sorted() { try scanDocument(key) }
        index.documentsOffered = count
    }

    private func scan(_ value: JSONValue, at location: SchemaLocation, scope: CompileScope) {
        switch value {
        case .object(let object):
            var scope = scope
            enterResource(object, at: location, scope: &scope)
            recordAnchors(object, at: location, scope: scope)
            for (key, member) in object {
                switch key {
                case "enum", "const", "default", "example", "examples": continue
                default:
                    scan(member, at: location.moved(to: location.pointer.appending(key)), scope: scope)
                }
            }
        case .array(let array):
            for (offset, element) in array.enumerated() {
                scan(element, at: location.moved(to: location.pointer.appending(offset)), scope: scope)
            }
        default:
            return
        }
    }

    private func recordAnchors(_ object: JSONObject, at location: SchemaLocation, scope: CompileScope) {
        switch scope.dialect {
        case .draft2020_12:
            if case .string(let name)? = object["$anchor"] {
                index.anchors[scope.base + "#" + name] = index.anchors[scope.base + "#" + name] ?? location
            }
            if case .string(let name)? = object["$dynamicAnchor"] {
                index.anchors[scope.base + "#" + name] = index.anchors[scope.base + "#" + name] ?? location
                index.dynamicAnchors[scope.base, default: [:]][name] = location
            }
        case .draft4:
            if object["$ref"] == nil, case .string(let identifier)? = object["id"], identifier.hasPrefix("#") {
                index.anchors[scope.base + identifier] = location
            }
        case .openAPI30:
            return
        }
    }

    /// Where an absolute URI (with optional fragment) points, or `nil` when nothing is there.
    func locate(_ uri: String) throws(SchemaCompilationError) -> SchemaLocation? {
        let (base, fragment) = SchemaURI.split(uri)
        guard let root = try resourceRoot(base) else { return nil }
        guard let fragment, !fragment.isEmpty else { return root }
        if fragment.hasPrefix("/") || fragment.hasPrefix("%2F") || fragment.hasPrefix("%2f") {
            guard let pointer = try? JSONPointer(fragment: fragment) else { return nil }
            return root.moved(to: root.pointer.appending(pointer))
        }
        let name = PercentDecoding.decode(fragment) ?? fragment
        if let location = index.anchors[base + "#" + name] { return location }
        try scanDocument(root.document)
        if let location = index.anchors[base + "#" + name] { return location }
        try scanAllDocuments()
        return index.anchors[base + "#" + name]
    }

    private func resourceRoot(_ uri: String) throws(SchemaCompilationError) -> SchemaLocation? {
        if let location = index.identifiers[uri] { return location }
        if registry.registeredDocument(at: uri) != nil { return SchemaLocation(document: uri, pointer: .root) }
        try scanAllDocuments()
        if let location = index.identifiers[uri] { return location }
        guard try loadDocument(uri) != nil else { return nil }
        try scanDocument(uri)
        return index.identifiers[uri] ?? SchemaLocation(document: uri, pointer: .root)
    }

    /// The node of the target of `reference` (a `$ref`, `$dynamicRef` or discriminator mapping) written in `schema`;
    /// a target met for the first time compiles later in this call (see ``memoizedSchema(_:at:scope:)``).
    func compileReference(_ reference: String, keyword: String, from schema: CompiledSchemaNode, scope: CompileScope)
        throws(SchemaCompilationError) -> CompiledSchemaNode
    {
        let absolute = SchemaURI.resolve(reference, against: scope.base)
        let target: CompiledSchemaNode
        if let cached = referenceCache[absolute] {
            target = cached
        } else {
            guard let location = try locate(absolute), let document = try loadDocument(location.document),
                let value = document[location.pointer]
            else {
                throw SchemaCompilationError(
                    .refUnresolved, "\(keyword) '\(reference)' does not resolve (looked for '\(absolute)')", at: schema.location)
            }
            target = try memoizedSchema(value, at: location, scope: self.scope(above: location, in: document))
            referenceCache[absolute] = target
            call.cachedReferences.append(absolute)
        }
        if let filling = call.filling { call.references.append((from: filling, to: target)) }
        return target
    }
}
